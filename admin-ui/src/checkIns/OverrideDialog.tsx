import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { reasonSchema } from '@gym/contracts';

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
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('app.checkIn.anywayTitle')}</DialogTitle>
      <DialogContent>
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
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void confirm()}
          data-testid="check-in-anyway-confirm"
        >
          {translate('app.checkIn.anyway')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
