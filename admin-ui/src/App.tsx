import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { AppLayout } from './layout/AppLayout';
import { LoginPage } from './login/LoginPage';
import { Dashboard } from './dashboard/Dashboard';
import { NotFound } from './pages/NotFound';
import { PlaceholderPage } from './pages/PlaceholderPage';
import subscriptions from './subscriptions';
import { theme } from './theme';

export function App() {
  return (
    <Admin
      title="app.name"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={AppLayout}
      dashboard={Dashboard}
      catchAll={NotFound}
      theme={theme}
      requireAuth
      disableTelemetry
    >
      <Resource name="subscriptions" list={subscriptions.list} icon={subscriptions.icon}>
        <Route path=":id/view" element={<subscriptions.show />} />
        <Route path=":id/edit" element={<subscriptions.edit />} />
      </Resource>
      <CustomRoutes>
        <Route path="/members/*" element={<PlaceholderPage title="app.placeholder.members" />} />
        <Route path="/payments/*" element={<PlaceholderPage title="app.placeholder.payments" />} />
        <Route path="/settings" element={<PlaceholderPage title="app.placeholder.settings" />} />
      </CustomRoutes>
    </Admin>
  );
}
