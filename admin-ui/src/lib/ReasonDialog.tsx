import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import { ActionDialog, CancelAndConfirm } from './ActionDialog';
import { serverMessage } from './serverError';
import { useToast } from './useToast';

/**
 * A correction that needs its reason (void, stop, reopen): the reason checked by the request's
 * own schema, sent once (the button waits for the answer), the server's refusal shown under it.
 * Texts are translation keys.
 */
export function ReasonDialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  text: string;
  reasonLabel: string;
  confirm: string;
  /** The toast once done. */
  done: string;
  schema: z.ZodType<{ reason: string }>;
  send: (reason: string) => Promise<unknown>;
  onDone: () => void;
  /** "error" for what takes money or a running thing out of the books. */
  color?: 'error';
  titleId?: string;
  testId?: string;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    const parsed = props.schema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      await props.send(parsed.data.reason);
      toast({ type: 'success', title: props.done });
      props.onClose();
      props.onDone();
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ActionDialog
      open={props.open}
      onClose={props.onClose}
      title={translate(props.title)}
      titleId={props.titleId}
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          confirm={props.confirm}
          onConfirm={() => void confirm()}
          disabled={busy}
          color={props.color}
          testId={props.testId}
        />
      }
    >
      <DialogContentText sx={{ mb: 1 }}>{translate(props.text)}</DialogContentText>
      <TextField
        label={translate(props.reasonLabel)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error !== null}
        helperText={error ?? ' '}
        required
        multiline
        minRows={2}
        fullWidth
        autoFocus
        margin="dense"
      />
    </ActionDialog>
  );
}
