import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import { PasswordInput, useLogin, useTranslate } from 'react-admin';
import { loginRequest, type LoginRequest } from '@gym/contracts';
import { zodResolver } from '../lib/zodResolver';
import { useToast } from '../lib/useToast';
import { DemoAccounts } from './DemoAccounts';
import { FeatureList } from './FeatureList';
import { OwnerSetupForm } from './OwnerSetupForm';
import { useSetupNeeded } from './useSetupNeeded';
import { AccountForm } from '../lib/AccountForm';
import { useGymBrand } from '../lib/gymBrand';

const resolver = zodResolver<LoginRequest>(loginRequest);

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const toast = useToast();
  const [pending, setPending] = useState(false);
  const setupNeeded = useSetupNeeded();
  const brand = useGymBrand();

  const submit = async (values: Partial<LoginRequest>) => {
    setPending(true);
    try {
      await login({ username: values.username?.trim(), password: values.password });
      toast({
        type: 'success',
        title: 'app.login.welcomeTitle',
        description: 'app.login.welcomeMessage',
      });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined;
      toast({
        type: 'error',
        title: 'app.login.failedTitle',
        description: message ?? 'app.login.failedFallback',
      });
      setPending(false);
    }
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'grey.100',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 4,
          p: 8,
          bgcolor: 'secondary.main',
          color: 'common.white',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <FitnessCenterIcon fontSize="large" />
          <Typography variant="h4" component="p" fontWeight={700}>
            {translate('app.login.title')}
          </Typography>
        </Box>
        <FeatureList />
      </Box>
      {/* At a fixed height, not centred: the demo accounts arriving would move the whole card. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'center',
          p: 2,
          pt: { xs: 2, md: '12vh' },
        }}
      >
        <Card sx={{ width: '100%', maxWidth: 420 }}>
          <CardContent sx={{ p: 4 }}>
            {brand?.logoUrl && (
              <Box
                component="img"
                src={brand.logoUrl}
                alt={brand.name}
                data-testid="gym-logo"
                sx={{ display: 'block', height: 56, maxWidth: '100%', objectFit: 'contain', mb: 2 }}
              />
            )}
            {setupNeeded ? (
              <OwnerSetupForm />
            ) : (
              <>
                <Typography variant="h5" component="h1" fontWeight={700}>
                  {translate('app.login.title')}
                </Typography>
                <AccountForm
                  texts="app.login"
                  onSubmit={submit}
                  resolver={resolver}
                  pending={pending}
                  after={<DemoAccounts />}
                >
                  <PasswordInput
                    source="password"
                    label="app.login.password"
                    autoComplete="current-password"
                    fullWidth
                  />
                </AccountForm>
              </>
            )}
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
