import { useState } from 'react';
import { DialogContentText, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { freezeMembershipRequest, type MembershipDto } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { GymDateField } from '../lib/GymDateField';
import { gymToday } from '../lib/gymToday';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const label = (name: string) => `resources.members.freeze.${name}`;

/** Freeze from a day for a number of days, with a reason; the server holds the plan's limit. */
export function FreezeDialog(props: {
  membership: MembershipDto;
  onClose: () => void;
  onFrozen: () => Promise<void>;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const today = gymToday();
  const [values, setValues] = useState({
    from: today > props.membership.startDate ? today : props.membership.startDate,
    days: '7',
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      setValues({ ...values, [name]: e.target.value });
      setErrors({ ...errors, [name]: '' });
    },
    error: Boolean(errors[name]),
    helperText: errors[name] || ' ',
    slotProps: { htmlInput: { 'data-testid': `freeze-${name}` } },
  });

  async function submit() {
    const parsed = freezeMembershipRequest.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await dataProvider.freezeMembership(props.membership.id, parsed.data);
      await props.onFrozen();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      setFailure(serverMessage(error));
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      onClose={props.onClose}
      title={translate(label('dialogTitle'))}
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          confirm={label('freeze')}
          onConfirm={() => void submit()}
          disabled={busy}
          testId="freeze-confirm"
        />
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate(label('dialogText'))}</DialogContentText>
      <Stack spacing={1}>
        <GymDateField
          label={translate(label('from'))}
          value={values.from}
          onChange={(from) => {
            setValues({ ...values, from });
            setErrors({ ...errors, from: '' });
          }}
          error={Boolean(errors.from)}
          helperText={errors.from || ' '}
        />
        <TextField type="number" label={translate(label('days'))} {...field('days')} />
        <TextField multiline minRows={2} label={translate(label('reason'))} {...field('reason')} />
      </Stack>
      {failure && (
        <DialogContentText color="error" role="alert" data-testid="freeze-error">
          {failure}
        </DialogContentText>
      )}
    </ActionDialog>
  );
}
