import { useState } from 'react';
import { Button, DialogContentText, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import { useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { ActionDialog } from '../lib/ActionDialog';
import { formatDateTime } from '../lib/formatDate';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** "Invite to member portal": a one-time link for staff to copy (the server also sends it). */
export function InviteButton({ memberId }: { memberId: string }) {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useGymDataProvider();
  const [open, setOpen] = useState(false);
  const invite = useMutation({
    mutationFn: () => dataProvider.inviteMember(memberId),
    onSuccess: () => setOpen(true),
    onError: (error) =>
      toast({
        type: 'error',
        title: 'resources.members.invite.failed',
        description: serverMessage(error),
      }),
  });
  const text = (key: string, args?: Record<string, unknown>) =>
    translate(`resources.members.invite.${key}`, args);
  const copy = async () => {
    if (!invite.data) return;
    await navigator.clipboard.writeText(invite.data.url);
    toast({ type: 'success', title: 'resources.members.invite.copied' });
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<ForwardToInboxIcon />}
        disabled={invite.isPending}
        onClick={() => invite.mutate()}
      >
        {text('button')}
      </Button>
      {invite.data && (
        <ActionDialog
          open={open}
          onClose={() => setOpen(false)}
          title={text('title')}
          contentSx={{ display: 'grid', gap: 2 }}
          actions={
            <>
              <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
                {text('copy')}
              </Button>
              <Button variant="contained" onClick={() => setOpen(false)}>
                {text('close')}
              </Button>
            </>
          }
        >
          <DialogContentText data-testid="invite-delivery">
            {text(`text.${invite.data.delivery}`)}
          </DialogContentText>
          <TextField
            label={text('link')}
            value={invite.data.url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'invite-url' } }}
            onFocus={(event) => event.target.select()}
          />
          <Typography variant="body2" color="text.secondary">
            {text('expires', { date: formatDateTime(invite.data.expiresAt) })}
          </Typography>
        </ActionDialog>
      )}
    </>
  );
}
