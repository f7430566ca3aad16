import { useState } from 'react';
import { Button, DialogContentText } from '@mui/material';
import { Form, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { accountBranchesRequest, worksAtBranches, type AccountDto } from '@gym/contracts';
import { ActionDialog } from '../lib/ActionDialog';
import { BranchesInput } from '../lib/BranchesInput';
import { useMultiBranch } from '../lib/branches';
import { serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { useGymDataProvider } from '../providers/useGymDataProvider';

interface Values {
  branchIds: string[];
}

const resolver = zodResolver<Values>(accountBranchesRequest);

/** Chooses the branches an account works at; `save` sends them (a failure stays open, toasted). */
export function AccountBranchesDialog(props: {
  account: AccountDto;
  save: (branchIds: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const { account } = props;
  const text = (key: string) =>
    translate(`resources.users.branches.${key}`, { username: account.username });
  const submit = async ({ branchIds }: Values) => {
    try {
      await props.save(branchIds);
      toast({ type: 'success', title: text('done') });
      props.onClose();
      refresh();
    } catch (error) {
      toast({
        type: 'error',
        title: 'resources.users.actions.failed',
        description: serverMessage(error),
      });
    }
  };
  return (
    <ActionDialog
      onClose={props.onClose}
      title={text('title')}
      titleId={`account-branches-${account.id}`}
      wrap={(body) => (
        <Form<Values>
          resource="users"
          defaultValues={{ branchIds: [...account.branchIds] }}
          resolver={resolver}
          onSubmit={(values: FieldValues) => submit(values as Values)}
          noValidate
        >
          {body}
        </Form>
      )}
      actions={
        <>
          <Button onClick={props.onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained">
            {text('save')}
          </Button>
        </>
      }
    >
      <DialogContentText sx={{ mb: 1 }}>{text('text')}</DialogContentText>
      <BranchesInput source="branchIds" />
    </ActionDialog>
  );
}

/** The branches a branch manager or staff account works at (once there are two branches). */
export function AccountBranchesButton({ account }: { account: AccountDto }) {
  const translate = useTranslate();
  const dataProvider = useGymDataProvider();
  const multiBranch = useMultiBranch();
  const [open, setOpen] = useState(false);
  if (!multiBranch || !worksAtBranches(account.role)) return null;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        {translate('resources.users.actions.branches')}
      </Button>
      {open && (
        <AccountBranchesDialog
          account={account}
          save={(branchIds) => dataProvider.setAccountBranches(account.id, branchIds)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
