import { reopenDayRequest } from '@gym/contracts';
import { ReasonDialog } from '../lib/ReasonDialog';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** An admin or the branch's manager reopens a closed day, with a reason. */
export function ReopenDayDialog(props: {
  open: boolean;
  branchId: string;
  day: string;
  onClose: () => void;
  onReopened: () => void;
}) {
  const dataProvider = useGymDataProvider();
  return (
    <ReasonDialog
      open={props.open}
      onClose={props.onClose}
      title="app.dayClose.reopenTitle"
      text="app.dayClose.reopenText"
      reasonLabel="app.dayClose.reopenReason"
      confirm="app.dayClose.reopen"
      done="app.dayClose.reopenedToast"
      schema={reopenDayRequest}
      send={(reason) => dataProvider.reopenDay(props.branchId, props.day, reason)}
      onDone={props.onReopened}
    />
  );
}
