import { startTransition, useEffect, useState } from 'react';
import { Box } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { httpStatus } from '../lib/serverError';
import { useToast } from '../lib/useToast';
import { useGymDataProvider } from '../providers/useGymDataProvider';
import { PanelPlaceholder } from './DashboardPanel';
import { ExpiringPanel, expiringQuery } from './ExpiringPanel';
import { PaymentRemindersPanel, remindersQuery } from './PaymentRemindersPanel';
import { PlansSummary } from './PlansSummary';
import { QuickActions } from './QuickActions';
import { RecentMembers } from './RecentMembers';
import { StatCards, StatCardsSkeleton } from './StatCards';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** The dashboard's shape in grey while its first answers are on the way. */
function DashboardSkeleton() {
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="dashboard-skeleton" aria-busy="true">
      <StatCardsSkeleton />
      <Box sx={twoColumns}>
        <PanelPlaceholder />
        <PanelPlaceholder />
      </Box>
    </Box>
  );
}

/**
 * The admin's and staff's dashboard: statistics, what needs attention, shortcuts.
 * The statistics and the two lists of unknown length come first and show together: a panel that
 * filled in on its own would push the panels below it down as the desk reads them (layout shift).
 */
export function StaffDashboard() {
  const dataProvider = useGymDataProvider();
  const toast = useToast();
  const stats = useQuery({
    queryKey: ['dashboard', 'stats'],
    queryFn: () => dataProvider.getDashboardStats(),
  });
  const expiring = useQuery(expiringQuery(dataProvider));
  const reminders = useQuery(remindersQuery(dataProvider));
  const failed = stats.isError && httpStatus(stats.error) !== 401;
  useEffect(() => {
    if (failed)
      toast({ type: 'error', title: 'app.toast.error', description: 'app.dashboard.fetchFailed' });
  }, [failed, toast]);
  const loaded = !stats.isPending && !expiring.isPending && !reminders.isPending;
  // Rendering every panel at once is the dashboard's biggest piece of work: as a transition, React
  // does it in slices, so a slow phone stays responsive meanwhile.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (loaded) startTransition(() => setShown(true));
  }, [loaded]);
  if (!shown) return <DashboardSkeleton />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {stats.data && <StatCards stats={stats.data} />}
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
