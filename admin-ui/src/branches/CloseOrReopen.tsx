import { useState } from 'react';
import { Button, DialogContentText, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { closeBranchRequest, type BranchDto } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { useBranchesChanged } from '../lib/branches';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/**
 * Closes a branch for a reason (nothing is deleted; the answer says how many open memberships
 * it still has), or reopens a closed one. Admins only.
 */
export function CloseOrReopen({ branch }: { branch: BranchDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const branchesChanged = useBranchesChanged();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = (key: string) => `resources.branches.${key}`;
  const done = () => {
    void branchesChanged();
    refresh();
  };

  const reopen = async () => {
    setBusy(true);
    try {
      await dataProvider.reopenBranch(branch.id);
      toast({ type: 'success', title: text('reopen.done'), args: { name: branch.name } });
      done();
    } catch (failure) {
      toast({ type: 'error', title: text('reopen.failed'), description: serverMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  const close = async () => {
    const parsed = closeBranchRequest.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setBusy(true);
    try {
      const closed = await dataProvider.closeBranch(branch.id, parsed.data.reason);
      const count = closed.openMemberships ?? 0;
      toast({
        type: count > 0 ? 'warning' : 'success',
        title: text('close.done'),
        description: text('close.openMemberships'),
        args: { name: branch.name, smart_count: count },
      });
      setOpen(false);
      setReason('');
      done();
    } catch (failure) {
      setError(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  if (!branch.open)
    return (
      <Button size="small" disabled={busy} onClick={() => void reopen()}>
        {translate(text('reopen.button'))}
      </Button>
    );
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        {translate(text('close.button'))}
      </Button>
      <ActionDialog
        open={open}
        onClose={() => setOpen(false)}
        title={translate(text('close.title'), { name: branch.name })}
        titleId={`close-branch-${branch.id}`}
        actions={
          <CancelAndConfirm
            onCancel={() => setOpen(false)}
            confirm={text('close.confirm')}
            onConfirm={() => void close()}
            disabled={busy}
            color="error"
            testId="close-branch-confirm"
          />
        }
      >
        <DialogContentText sx={{ mb: 2 }}>{translate(text('close.text'))}</DialogContentText>
        <TextField
          label={translate(text('close.reason'))}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          fullWidth
          required
          autoFocus
        />
      </ActionDialog>
    </>
  );
}
