import { Box, Chip, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useDemoAccounts } from './useDemoAccounts';

/** Lists the server's demo logins; a click fills the form. Hidden when there are none. */
export function DemoAccounts() {
  const translate = useTranslate();
  const accounts = useDemoAccounts();
  const { setValue, clearErrors } = useFormContext();
  if (accounts.length === 0) return null;
  return (
    <Box
      data-testid="demo-accounts"
      sx={{
        mt: 3,
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="subtitle2" component="h2">
        {translate('app.login.demoTitle')}
      </Typography>
      <Typography variant="body2" color="warning.dark" sx={{ my: 0.5 }}>
        {translate('app.login.demoMode')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('app.login.demoHint')}
      </Typography>
      <List dense disablePadding>
        {accounts.map((account) => (
          <ListItem key={account.username} disablePadding>
            <ListItemButton
              onClick={() => {
                setValue('username', account.username, { shouldDirty: true });
                setValue('password', account.password, { shouldDirty: true });
                clearErrors();
              }}
            >
              <ListItemText
                primary={`${account.username} / ${account.password}`}
                slotProps={{ primary: { fontFamily: 'monospace' } }}
              />
              <Chip size="small" label={account.role} sx={{ textTransform: 'capitalize' }} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
