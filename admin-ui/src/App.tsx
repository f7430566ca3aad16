import { lazy } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { GymAdmin } from './GymAdmin';
import { Route } from 'react-router-dom';
import { QueryClient } from '@tanstack/react-query';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { LazyAppLayout } from './layout/LazyAppLayout';
import { LoginPage } from './login/LoginPage';
import { NotFound } from './pages/NotFound';
import audit from './audit';
import branches from './branches';
import dayCloses, { DAY_CLOSE_PATH } from './dayClose';
import expenses, { recurringExpenses } from './expenses';
import expiring from './expiring';
import members from './members';
import payments from './payments';
import subscriptions from './subscriptions';
import users from './users';
import { GYM_SETTINGS_PATH } from './gymSettings/paths';
import { SYSTEM_STATUS_PATH } from './system/paths';
import { theme } from './theme';

const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const SettingsPage = lazy(() => import('./settings/SettingsPage'));
const ReportsPage = lazy(() => import('./reports/ReportsPage'));
const ProfitAndLossPage = lazy(() => import('./reports/ProfitAndLossPage'));
const GstSummaryPage = lazy(() => import('./reports/GstSummaryPage'));
const ReceiptPage = lazy(() => import('./receipt/ReceiptPage'));
const SystemStatusPage = lazy(() => import('./system/SystemStatusPage'));
const GymSettingsPage = lazy(() => import('./gymSettings/GymSettingsPage'));
const InvitePage = lazy(() => import('./invite/InvitePage'));
const CheckInPage = lazy(() => import('./checkIns/CheckInPage'));
const CloseDayPage = lazy(() => import('./dayClose/CloseDayPage'));

// The spec: no retries, no refetch on focus, no polling (but for the admins' system status).
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

export function App() {
  return (
    <GymAdmin
      title="app.name"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      loginPage={LoginPage}
      layout={LazyAppLayout}
      dashboard={Dashboard}
      catchAll={NotFound}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="members" list={members.list} icon={members.icon}>
        <Route path="add" element={<members.create />} />
        <Route path="removed" element={<members.removed />} />
        <Route path=":id/view" element={<members.show />} />
        <Route path=":id/edit" element={<members.edit />} />
      </Resource>
      <Resource name="subscriptions" list={subscriptions.list} icon={subscriptions.icon}>
        <Route path=":id/view" element={<subscriptions.show />} />
        <Route path=":id/edit" element={<subscriptions.edit />} />
      </Resource>
      <Resource name="payments" list={payments.list} icon={payments.icon}>
        <Route path=":membershipId/record" element={<payments.record />} />
      </Resource>
      <Resource
        name="users"
        list={users.list}
        create={users.create}
        show={users.show}
        icon={users.icon}
      />
      <Resource
        name="branches"
        list={branches.list}
        create={branches.create}
        edit={branches.edit}
        icon={branches.icon}
      />
      <Resource
        name="expenses"
        list={expenses.list}
        create={expenses.create}
        show={expenses.show}
        icon={expenses.icon}
      />
      <Resource
        name="recurring-expenses"
        list={recurringExpenses.list}
        create={recurringExpenses.create}
        icon={recurringExpenses.icon}
      />
      <Resource name="audit-log" list={audit.list} icon={audit.icon} />
      <Resource name="day-closes" list={dayCloses.list} icon={dayCloses.icon} />
      <Resource name="expiring" list={expiring.list} icon={expiring.icon} />
      <Resource name="memberships" />
      <CustomRoutes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/reports" element={<ReportsPage />} />
        <Route path="/reports/profit-and-loss" element={<ProfitAndLossPage />} />
        <Route path="/reports/gst-summary" element={<GstSummaryPage />} />
        <Route path="/check-in" element={<CheckInPage />} />
        <Route path={DAY_CLOSE_PATH} element={<CloseDayPage />} />
        <Route path={SYSTEM_STATUS_PATH} element={<SystemStatusPage />} />
        <Route path={GYM_SETTINGS_PATH} element={<GymSettingsPage />} />
      </CustomRoutes>
      <CustomRoutes noLayout>
        <Route path="/receipt/:paymentId" element={<ReceiptPage />} />
        {/* Public: opened from an invitation before the member has an account. */}
        <Route path="/invite/:token" element={<InvitePage />} />
      </CustomRoutes>
    </GymAdmin>
  );
}
