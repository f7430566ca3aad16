import { useGetList, type RaRecord, type SortPayload } from 'react-admin';
import {
  DashboardPanel,
  PanelLink,
  PanelRows,
  PanelSkeleton,
  type PanelRowProps,
} from './DashboardPanel';

/**
 * A panel of a resource's first `perPage` records in `sort` order, with a button to the whole
 * list; its texts are `<texts>.title`, `.empty` and `.viewAll`.
 */
export function ResourcePanel<T extends RaRecord<string>>(props: {
  resource: string;
  sort: SortPayload;
  perPage: number;
  texts: string;
  testId: string;
  row: (record: T) => PanelRowProps;
}) {
  const { data, isPending } = useGetList<T>(props.resource, {
    pagination: { page: 1, perPage: props.perPage },
    sort: props.sort,
  });
  return (
    <DashboardPanel
      testId={props.testId}
      title={`${props.texts}.title`}
      action={<PanelLink to={`/${props.resource}`} text={`${props.texts}.viewAll`} />}
    >
      <PanelRows
        rows={data}
        isPending={isPending}
        loading={<PanelSkeleton rows={props.perPage} />}
        empty={`${props.texts}.empty`}
        row={props.row}
      />
    </DashboardPanel>
  );
}
