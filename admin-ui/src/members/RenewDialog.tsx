import { useState } from 'react';
import { DialogContentText, MenuItem, TextField, Typography } from '@mui/material';
import { useGetList, useRefresh, useTranslate } from 'react-admin';
import { durationLabel, formatRupees, type MembershipDto, type PlanDto } from '@gym/contracts';
import { ActionDialog, CancelAndConfirm } from '../lib/ActionDialog';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

/** A new membership that starts when `membership` ends, pending payment. */
export function RenewDialog(props: {
  membership: MembershipDto;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const dataProvider = useGymDataProvider();
  const [planId, setPlanId] = useState('');
  const [pending, setPending] = useState(false);
  const { data: plans = [] } = useGetList<PlanDto>('subscriptions', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
    filter: { isActive: true },
  });
  const renew = async () => {
    setPending(true);
    try {
      await dataProvider.renewMembership(props.membership.id, planId);
      toast({
        type: 'success',
        title: 'resources.members.renew.success',
        description: 'resources.members.renew.successText',
      });
      props.onClose();
      refresh();
    } catch (error) {
      toast({
        type: 'error',
        title: 'resources.members.renew.failed',
        description: serverMessage(error),
      });
    } finally {
      setPending(false);
    }
  };
  return (
    <ActionDialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="xs"
      title={translate('resources.members.renew.title')}
      titleId="renew-title"
      contentSx={{ display: 'grid', gap: 2 }}
      actions={
        <CancelAndConfirm
          onCancel={props.onClose}
          cancel="resources.members.renew.cancel"
          confirm={
            pending ? 'resources.members.renew.submitting' : 'resources.members.renew.submit'
          }
          onConfirm={() => void renew()}
          disabled={!planId || pending}
        />
      }
    >
      <DialogContentText>{translate('resources.members.renew.text')}</DialogContentText>
      <TextField
        select
        label={translate('resources.members.renew.plan')}
        value={planId}
        onChange={(event) => setPlanId(event.target.value)}
        fullWidth
      >
        {plans
          .filter((plan) => plan.isActive)
          .map((plan) => (
            <MenuItem key={plan.id} value={plan.id}>
              {`${plan.name} · ${formatRupees(plan.price)} / ${durationLabel(plan.duration)}`}
            </MenuItem>
          ))}
      </TextField>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.members.renew.status')}
      </Typography>
    </ActionDialog>
  );
}
