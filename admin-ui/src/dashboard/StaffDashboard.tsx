import { useEffect } from 'react';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { httpStatus } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { ExpiringPanel } from './ExpiringPanel';
import { PaymentRemindersPanel } from './PaymentRemindersPanel';
import { PlansSummary } from './PlansSummary';
import { QuickActions } from './QuickActions';
import { RecentMembers } from './RecentMembers';
import { StatCards, StatCardsSkeleton } from './StatCards';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** The admin's and staff's dashboard: statistics, what needs attention, shortcuts. */
export function StaffDashboard() {
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const stats = useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => dataProvider.getDashboardStats(),
  });
  const failed = stats.isError && httpStatus(stats.error) !== 401;
  useEffect(() => {
    if (failed)
      toast({ type: 'error', title: 'app.toast.error', description: 'app.dashboard.fetchFailed' });
  }, [failed, toast]);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {stats.data ? (
        <StatCards stats={stats.data} />
      ) : stats.isPending ? (
        <StatCardsSkeleton />
      ) : null}
      <Box sx={twoColumns}>
        <ExpiringPanel />
        <PaymentRemindersPanel />
      </Box>
      <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <RecentMembers />
        <PlansSummary />
        <QuickActions />
      </Box>
    </Box>
  );
}
