import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useRefresh, useTranslate } from 'react-admin';
import { useToast } from '../lib/useToast';
import type { Plan } from './types';

/** DELETE deactivates a plan on the server, so the list is reloaded to show it as Inactive. */
export function DeactivatePlanButton({ plan }: { plan: Plan }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [deletePlan, { isPending }] = useDelete<Plan>();
  const deactivate = () =>
    deletePlan(
      'subscriptions',
      { id: plan.id, previousData: plan },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast({ type: 'success', title: 'resources.subscriptions.delete.success' });
          refresh();
        },
        onError: () => toast({ type: 'error', title: 'resources.subscriptions.delete.failed' }),
      },
    );
  return (
    <Button
      color="error"
      size="small"
      startIcon={<DeleteIcon />}
      disabled={isPending || !plan.isActive}
      onClick={deactivate}
    >
      {translate('resources.subscriptions.list.delete')}
    </Button>
  );
}
