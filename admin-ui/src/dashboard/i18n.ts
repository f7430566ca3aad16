import { MONEY_FIGURE_LABELS } from '@gym/contracts';

const { collected } = MONEY_FIGURE_LABELS;

/** The dashboard (app.dashboard). */
export const dashboardEn = {
  title: 'Dashboard Overview',
  subtitle: "Welcome back! Here's what's happening at your gym today.",
  memberSubtitle: 'Your membership and payments at a glance.',
  searchPlaceholder: 'Search members...',
  search: 'Search',
  fetchFailed: 'Failed to fetch dashboard statistics',
  stats: {
    totalMembers: 'Total Members',
    activeMemberships: 'Active Memberships',
    // The spec's name for the card; the caption says which money it is.
    monthlyRevenue: 'Monthly Revenue',
    collected: `${collected} this month, less voids and refunds`,
    collectedWithGst: `${collected} this month, GST included, less voids and refunds`,
    expiringSoon: 'Expiring Soon',
    requiresAttention: 'Requires attention',
    fromLastMonth: 'from last month',
    noTrend: '—',
    up: 'Up',
    down: 'Down',
  },
  panelMore: 'The most urgent %{shown} of %{total}',
  expiring: {
    title: 'Expiring Memberships',
    subtitle: 'Next 7 days',
    empty: 'No memberships expiring in the next 7 days',
    expiresOn: 'Expires %{date}',
    stillDue: '%{amount} still due',
    critical: 'Critical',
    urgent: 'Urgent',
    soon: 'Soon',
  },
  reminders: {
    title: 'Payment Reminders',
    empty: 'No upcoming payment reminders',
    failed: 'Failed to load payment notifications. Please try again later.',
    due: 'Due %{date}',
    overdue: 'Overdue',
    dueToday: 'Due Today',
    dueSoon: 'Due Soon',
    upcoming: 'Upcoming',
    manage: 'Manage Payments',
  },
  recentMembers: {
    title: 'Recent Members',
    empty: 'No members found',
    viewAll: 'View all',
    active: 'Active',
    pending: 'Pending',
    inactive: 'Inactive',
  },
  plans: {
    title: 'Subscription Plans',
    empty: 'No subscription plans found',
    viewAll: 'View all',
  },
  quickActions: {
    title: 'Quick Actions',
    addMember: 'Add New Member',
    processPayment: 'Process Payment',
    generateReport: 'Generate Report',
  },
  myPayments: 'My Payments',
};
