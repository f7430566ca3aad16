import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Form, PasswordInput, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useFormState, type FieldValues } from 'react-hook-form';
import { changePasswordForm } from '@gym/contracts';
import { serverFieldErrors, serverMessage } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { zodResolver } from '../lib/zodResolver';
import { getCurrentUser, reloadCurrentUser } from '../providers/authProvider';
import { useGymDataProvider } from '../providers/useGymDataProvider';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const resolver = zodResolver<PasswordValues>(changePasswordForm, (values) => ({
  currentPassword: values.currentPassword ?? '',
  newPassword: values.newPassword ?? '',
  confirmPassword: values.confirmPassword ?? '',
}));

function Fields() {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  return (
    <>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.settings.changePassword')}
        </Typography>
        <PasswordInput
          source="currentPassword"
          label="app.settings.currentPassword"
          autoComplete="current-password"
          fullWidth
        />
        <PasswordInput
          source="newPassword"
          label="app.settings.newPassword"
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="confirmPassword"
          label="app.settings.confirmPassword"
          autoComplete="new-password"
          fullWidth
        />
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {translate(isSubmitting ? 'app.settings.submitting' : 'app.settings.submit')}
        </Button>
      </CardActions>
    </>
  );
}

/** After a change the form is remounted (a new `key`), which clears it. */
export function ChangePasswordForm() {
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const [version, setVersion] = useState(0);
  const navigate = useNavigate();
  return (
    <Card component="section" data-testid="change-password">
      <Form<PasswordValues>
        key={version}
        resolver={resolver}
        defaultValues={EMPTY}
        noValidate
        onSubmit={async (values: FieldValues) => {
          const { currentPassword, newPassword } = values as PasswordValues;
          try {
            await dataProvider.changePassword(currentPassword, newPassword);
          } catch (error) {
            toast({
              type: 'error',
              title: 'app.settings.failed',
              description: serverMessage(error),
            });
            return serverFieldErrors(error);
          }
          toast({
            type: 'success',
            title: 'app.settings.changed',
            description: 'app.settings.changedText',
          });
          setVersion((v) => v + 1);
          if (getCurrentUser()?.mustChangePassword) {
            await reloadCurrentUser();
            navigate('/');
          }
        }}
      >
        <Fields />
      </Form>
    </Card>
  );
}
