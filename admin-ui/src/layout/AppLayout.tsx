import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { PasswordResetGate } from './PasswordResetGate';
import { PrintStyles } from '../lib/PrintStyles';
import { ProjectionBanner } from '../system/ProjectionBanner';
import { AppMenu } from './AppMenu';
import { AppUserMenu } from './AppUserMenu';
import { SessionExpiredToast } from './SessionExpiredToast';

function TopBar() {
  return <AppBar userMenu={<AppUserMenu />} />;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={TopBar}>
      <PrintStyles />
      <SessionExpiredToast />
      <ProjectionBanner />
      <PasswordResetGate>{children}</PasswordResetGate>
    </Layout>
  );
}
