import { useState } from 'react';
import { Button, DialogContentText, Typography } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import type { AccountDto } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** Asks first, then shows the generated temporary password once (it is not stored readable). */
export function ResetPasswordButton({ account }: { account: AccountDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string) =>
    translate(`resources.users.reset.${key}`, { username: account.username });
  const close = () => {
    setOpen(false);
    setTemporary(null);
    refresh();
  };
  const reset = async () => {
    setBusy(true);
    try {
      setTemporary((await dataProvider.resetAccountPassword(account.id)).temporaryPassword);
    } catch (error) {
      toast({
        type: 'error',
        title: 'resources.users.actions.failed',
        description: serverMessage(error),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('resources.users.actions.resetPassword')}
      </Button>
      <ActionDialog
        open={open}
        onClose={close}
        fullWidth={false}
        title={text('title')}
        actions={
          temporary ? (
            <Button onClick={close}>{text('close')}</Button>
          ) : (
            <CancelAndConfirm
              onCancel={close}
              cancel="resources.users.reset.cancel"
              confirm="resources.users.reset.confirm"
              onConfirm={() => void reset()}
              disabled={busy}
              color="error"
            />
          )
        }
      >
        {temporary ? (
          <>
            <DialogContentText>{text('temporary')}</DialogContentText>
            <Typography
              data-testid="temporary-password"
              sx={{ fontFamily: 'monospace', fontSize: '1.25rem', mt: 1 }}
            >
              {temporary}
            </Typography>
          </>
        ) : (
          <DialogContentText>{text('text')}</DialogContentText>
        )}
      </ActionDialog>
    </>
  );
}
