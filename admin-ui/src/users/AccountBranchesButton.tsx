import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { Form, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { AccountDto } from '@gym/contracts';
import { ActionDialog } from '../lib/ActionDialog';
import { BranchesInput } from '../lib/BranchesInput';
import { useMultiBranch } from '../lib/branches';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';

interface Values {
  branchIds: string[];
}

/** The branches a branch manager or staff account works at (once there are two branches). */
export function AccountBranchesButton({ account }: { account: AccountDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const refresh = useRefresh();
  const multiBranch = useMultiBranch();
  const [open, setOpen] = useState(false);
  if (!multiBranch || (account.role !== 'staff' && account.role !== 'branch_manager')) return null;
  const current = (account as AccountDto & { branchIds?: string[] }).branchIds ?? [];
  const text = (key: string) =>
    translate(`resources.users.branches.${key}`, { username: account.username });
  const save = async ({ branchIds }: Values) => {
    if (!branchIds.length) return { branchIds: 'resources.users.create.branchesRequired' };
    try {
      await dataProvider.setAccountBranches(account.id, branchIds);
      toast({ type: 'success', title: text('done') });
      setOpen(false);
      refresh();
    } catch (error) {
      toast({
        type: 'error',
        title: 'resources.users.actions.failed',
        description: serverMessage(error),
      });
    }
    return undefined;
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('resources.users.actions.branches')}
      </Button>
      {open && (
        <ActionDialog
          onClose={() => setOpen(false)}
          title={text('title')}
          titleId={`account-branches-${account.id}`}
          wrap={(body) => (
            <Form<Values>
              resource="users"
              defaultValues={{ branchIds: current }}
              onSubmit={(values: FieldValues) => save(values as Values)}
              noValidate
            >
              {body}
            </Form>
          )}
          actions={
            <>
              <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
              <Button type="submit" variant="contained">
                {text('save')}
              </Button>
            </>
          }
        >
          <DialogContentText sx={{ mb: 1 }}>{text('text')}</DialogContentText>
          <BranchesInput source="branchIds" />
        </ActionDialog>
      )}
    </>
  );
}
