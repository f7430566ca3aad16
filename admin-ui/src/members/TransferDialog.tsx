import { useState } from 'react';
import { DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useRefresh, useTranslate } from 'react-admin';
import { messages } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { branchChoices, useBranches, useBranchesChanged } from '../lib/branches';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

const label = (name: string) => `resources.members.transfer.${name}`;

/** Moves a member to another branch (their home: the desk that looks after them), for a reason. */
export function TransferDialog(props: {
  memberId: string;
  name: string;
  homeBranchId: string | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const branchesChanged = useBranchesChanged();
  const branches = useBranches();
  const choices = branchChoices(branches).filter((b) => b.id !== props.homeBranchId);
  const [branchId, setBranchId] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next: Record<string, string> = {};
    if (!branchId) next.branchId = translate(label('chooseBranch'));
    if (!reason.trim()) next.reason = messages.reasonRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    setBusy(true);
    try {
      await dataProvider.transferMember(props.memberId, { branchId, reason: reason.trim() });
      const to = branches?.find((b) => b.id === branchId)?.name ?? '';
      toast({ type: 'success', title: label('done'), args: { name: props.name, branch: to } });
      props.onClose();
      void branchesChanged();
      refresh();
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? { reason: serverMessage(error) });
      setBusy(false);
    }
  }

  return (
    <ActionDialog
      onClose={props.onClose}
      title={translate(label('title'), { name: props.name })}
      titleId="transfer-member-title"
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          confirm={label('confirm')}
          onConfirm={() => void submit()}
          disabled={busy}
          testId="transfer-confirm"
        />
      }
    >
      <DialogContentText sx={{ mb: 2 }}>{translate(label('text'))}</DialogContentText>
      <Stack spacing={1}>
        <TextField
          select
          label={translate(label('branch'))}
          value={branchId}
          onChange={(event) => {
            setBranchId(event.target.value);
            setErrors({ ...errors, branchId: '' });
          }}
          error={Boolean(errors.branchId)}
          helperText={errors.branchId || ' '}
          fullWidth
        >
          {choices.map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {choice.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={translate(label('reason'))}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setErrors({ ...errors, reason: '' });
          }}
          error={Boolean(errors.reason)}
          helperText={errors.reason || ' '}
          multiline
          minRows={2}
          fullWidth
        />
      </Stack>
    </ActionDialog>
  );
}
