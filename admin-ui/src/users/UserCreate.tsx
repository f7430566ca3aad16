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
import {
  accountCreateRequest,
  STAFF_ROLES,
  type AccountCreateRequest,
  type AccountDto,
} from '@gym/contracts';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { onlyFor } from '../lib/onlyFor';

const resolver = zodResolver<AccountCreateRequest>(accountCreateRequest);
const roleChoices = STAFF_ROLES.map((id) => ({ id, name: `resources.users.roles.${id}` }));
const DEFAULTS: Partial<AccountCreateRequest> = { role: 'staff' };

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
      <SimpleForm resolver={resolver} defaultValues={DEFAULTS} toolbar={<CreateToolbar />}>
        <TextInput source="username" autoComplete="off" />
        <TextInput source="firstName" />
        <TextInput source="lastName" />
        <TextInput source="email" type="email" />
        <SelectInput source="role" choices={roleChoices} />
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
