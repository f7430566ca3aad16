import { Alert, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Page } from '../lib/PageHeading';
import { getCurrentUser } from '../providers/authProvider';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileCard } from './ProfileCard';

export default function SettingsPage() {
  const translate = useTranslate();
  return (
    <Page title="app.settings.title" subtitle={translate('app.settings.subtitle')}>
      {getCurrentUser()?.mustChangePassword && (
        <Alert severity="warning" data-testid="must-change-password">
          {translate('app.settings.mustChange')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        <ProfileCard user={getCurrentUser()} />
        <ChangePasswordForm />
      </Box>
    </Page>
  );
}
