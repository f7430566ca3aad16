import {
  Create,
  PasswordInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRedirect,
} from 'react-admin';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { STAFF_ROLES, worksAtBranches, type AccountDto } from '@gym/contracts';
import { useBranches } from '../lib/branches';
import { BranchesInput } from '../lib/BranchesInput';
import { useToast } from '../lib/useToast';
import { onlyFor } from '../lib/onlyFor';
import { accountResolver, toAccountRequest, type AccountFormValues } from './accountPayload';

const roleChoices = STAFF_ROLES.map((id) => ({ id, name: `resources.users.roles.${id}` }));
const DEFAULTS: Partial<AccountFormValues> = { role: 'staff', branchIds: [] };

/**
 * A branch manager's or staff account works at the branches chosen here; a one-branch gym does
 * not choose: its one branch is the account's.
 */
function AccountBranches() {
  const branches = useBranches();
  const role = useWatch<AccountFormValues, 'role'>({ name: 'role' });
  const { getValues, setValue } = useFormContext<AccountFormValues>();
  const only = branches?.length === 1 ? branches[0]!.id : null;
  useEffect(() => {
    if (only && !getValues('branchIds')?.length) setValue('branchIds', [only]);
  }, [only, getValues, setValue]);
  if (!role || !worksAtBranches(role) || !branches || branches.length < 2) return null;
  return <BranchesInput source="branchIds" helperText="resources.users.create.branchesHint" />;
}

function CreateToolbar() {
  return (
    <Toolbar>
      <SaveButton label="resources.users.create.save" />
    </Toolbar>
  );
}

function UserCreate() {
  const toast = useToast();
  const redirect = useRedirect();
  return (
    <Create<AccountDto>
      title="resources.users.create.title"
      transform={(values: AccountFormValues) => toAccountRequest(values)}
      mutationOptions={{
        // Our own onSuccess replaces react-admin's, redirect included.
        onSuccess: (data) => {
          toast({
            type: 'success',
            title: 'resources.users.create.success',
            args: { username: data.username },
          });
          redirect('list', 'users');
        },
      }}
    >
      <SimpleForm resolver={accountResolver} defaultValues={DEFAULTS} toolbar={<CreateToolbar />}>
        <TextInput source="username" autoComplete="off" />
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="email" type="email" />
        <SelectInput source="role" choices={roleChoices} />
        <AccountBranches />
        <PasswordInput
          source="password"
          autoComplete="new-password"
          helperText="resources.users.create.passwordHint"
        />
      </SimpleForm>
    </Create>
  );
}

export default onlyFor(['admin'], UserCreate);
