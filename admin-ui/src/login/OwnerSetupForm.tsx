import { useState } from 'react';
import { Typography } from '@mui/material';
import { TextInput, useLogin, useTranslate } from 'react-admin';
import { ownerSetupRequest, type OwnerSetupRequest } from '@gym/contracts';
import { zodResolver } from '../lib/zodResolver';
import { useToast } from '../lib/useToast';
import { NewPasswordInputs } from '../lib/NewPasswordInputs';
import { AccountForm } from '../lib/AccountForm';

const resolver = zodResolver<OwnerSetupRequest>(ownerSetupRequest);

/** First run without demo accounts: the owner creates the gym's first admin and is signed in. */
export function OwnerSetupForm() {
  const translate = useTranslate();
  const login = useLogin();
  const toast = useToast();
  const [pending, setPending] = useState(false);

  const submit = async (values: Partial<OwnerSetupRequest>) => {
    setPending(true);
    try {
      await login({ setup: values });
      toast({
        type: 'success',
        title: 'app.setup.doneTitle',
        description: 'app.setup.doneMessage',
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined;
      toast({ type: 'error', title: 'app.setup.failedTitle', description: message ?? '' });
      setPending(false);
    }
  };

  return (
    <>
      <Typography variant="h5" component="h1" fontWeight={700}>
        {translate('app.setup.title')}
      </Typography>
      <AccountForm texts="app.setup" onSubmit={submit} resolver={resolver} pending={pending}>
        <TextInput
          source="firstName"
          label="app.setup.firstName"
          autoComplete="given-name"
          fullWidth
        />
        <TextInput
          source="lastName"
          label="app.setup.lastName"
          autoComplete="family-name"
          fullWidth
        />
        <TextInput
          source="email"
          label="app.setup.email"
          type="email"
          autoComplete="email"
          fullWidth
        />
        <NewPasswordInputs texts="app.setup" />
      </AccountForm>
    </>
  );
}
