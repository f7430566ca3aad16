import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { UserDto } from '@gym/contracts';
import { formatDate } from '../lib/formatDate';

export function ProfileCard({ user }: { user: UserDto | null }) {
  const translate = useTranslate();
  const rows: [string, string][] = [
    ['username', user?.username ?? ''],
    ['email', user?.email || translate('app.settings.notProvided')],
    ['role', user ? user.role.charAt(0).toUpperCase() + user.role.slice(1) : ''],
    ['memberSince', formatDate(user?.createdAt, translate('app.settings.unknown'))],
  ];
  return (
    <Card component="section" aria-label={translate('app.settings.profile')} data-testid="profile">
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('app.settings.profile')}
        </Typography>
        {rows.map(([key, value]) => (
          <Box key={key}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate(`app.settings.${key}`)}
            </Typography>
            <Typography data-testid={`profile-${key}`}>{value}</Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
