import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reopenDayRequest } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** An admin or the branch's manager reopens a closed day, with a reason. */
export function ReopenDayDialog(props: {
  open: boolean;
  branchId: string;
  day: string;
  onClose: () => void;
  onReopened: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function confirm() {
    const parsed = reopenDayRequest.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setSaving(true);
    try {
      await dataProvider.reopenDay(props.branchId, props.day, parsed.data.reason);
      toast({ title: 'app.dayClose.reopenedToast', type: 'success' });
      props.onClose();
      props.onReopened();
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  }
  return (
    <ActionDialog
      open={props.open}
      onClose={props.onClose}
      title={translate('app.dayClose.reopenTitle')}
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          confirm="app.dayClose.reopen"
          onConfirm={confirm}
          disabled={saving}
        />
      }
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('app.dayClose.reopenText')}
      </Typography>
      <TextField
        id="reopen-day-reason"
        label={translate('app.dayClose.reopenReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={!!error}
        helperText={error ?? ' '}
        required
        fullWidth
        multiline
      />
    </ActionDialog>
  );
}
