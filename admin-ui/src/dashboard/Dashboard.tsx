import { Suspense, lazy } from 'react';
import { Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useRole } from '../lib/useRole';
import { DashboardSearch } from './DashboardSearch';
import { StaffDashboard } from './StaffDashboard';

// A member's own record: its code (payments, dialogs) does not load with the staff dashboard.
const MyMemberRecord = lazy(() =>
  import('../members/MyMemberRecord').then((m) => ({ default: m.MyMemberRecord })),
);

export default function Dashboard() {
  const translate = useTranslate();
  const role = useRole();
  const isMember = role === 'member';
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.dashboard.title" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {translate('app.dashboard.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate(isMember ? 'app.dashboard.memberSubtitle' : 'app.dashboard.subtitle')}
          </Typography>
        </Box>
        {role && !isMember && <DashboardSearch />}
      </Box>
      {role === undefined ? null : isMember ? (
        <Suspense fallback={null}>
          <MyMemberRecord />
        </Suspense>
      ) : (
        <StaffDashboard />
      )}
    </Box>
  );
}
