import { Alert, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { getCurrentUser } from '../providers/authProvider';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileCard } from './ProfileCard';

export default function SettingsPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.settings.title" />
      <Box>
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.settings.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.settings.subtitle')}</Typography>
      </Box>
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
    </Box>
  );
}
