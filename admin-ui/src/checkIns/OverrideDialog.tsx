import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reasonSchema } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';

/** "Check in anyway": staff say why (the reason is kept with the visit). */
export function OverrideDialog(props: {
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    await props.onConfirm(parsed.data);
  }

  return (
    <ActionDialog
      onClose={props.onClose}
      title={translate('app.checkIn.anywayTitle')}
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          confirm="app.checkIn.anyway"
          onConfirm={() => void confirm()}
          disabled={busy}
          testId="check-in-anyway-confirm"
        />
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate('app.checkIn.anywayText')}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={translate('app.checkIn.reason')}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'check-in-reason' } }}
      />
    </ActionDialog>
  );
}
