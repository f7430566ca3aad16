import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { inviteAcceptForm, type InviteAcceptRequest } from '@gym/contracts';
import { zodResolver } from '../lib/zodResolver';
import { httpStatus, serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { NewPasswordInputs } from '../lib/NewPasswordInputs';
import { AccountForm } from '../lib/AccountForm';

type Values = InviteAcceptRequest & { confirmPassword: string };

const resolver = zodResolver<Values>(inviteAcceptForm);

/** The link from a member portal invitation: the member chooses a sign-in and lands in the portal. */
export default function InvitePage() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useGymDataProvider();
  const [pending, setPending] = useState(false);
  const [gone, setGone] = useState<string | null>(null);

  const submit = async (values: Partial<Values>) => {
    setPending(true);
    try {
      await dataProvider.acceptInvite(token, {
        username: values.username?.trim() ?? '',
        password: values.password ?? '',
        confirmPassword: values.confirmPassword,
      });
      // A full load, so the app starts over signed in, on the member's own page.
      window.location.assign('/');
      return undefined;
    } catch (error) {
      setPending(false);
      if (httpStatus(error) === 410) {
        setGone(serverMessage(error));
        return undefined;
      }
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      toast({ type: 'error', title: 'app.invite.failedTitle', description: serverMessage(error) });
      return undefined;
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {translate('app.invite.title')}
          </Typography>
          {gone ? (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              <AlertTitle>{translate('app.invite.goneTitle')}</AlertTitle>
              {gone}
              <Box sx={{ mt: 2 }}>
                <Button href="/login" variant="outlined" size="small">
                  {translate('app.invite.toSignIn')}
                </Button>
              </Box>
            </Alert>
          ) : (
            <>
              <AccountForm
                texts="app.invite"
                onSubmit={submit}
                resolver={resolver}
                pending={pending}
              >
                <NewPasswordInputs texts="app.invite" />
              </AccountForm>
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
