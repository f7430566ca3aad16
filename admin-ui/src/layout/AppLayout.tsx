import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { PasswordResetGate } from './PasswordResetGate';
import { PrintStyles } from '../lib/PrintStyles';
import { useGymBrand } from '../lib/gymBrand';
import { ProjectionBanner } from '../system/ProjectionBanner';
import { AppMenu } from './AppMenu';
import { BranchSwitcher } from './BranchSwitcher';
import { AppUserMenu } from './AppUserMenu';
import { SessionExpiredToast } from './SessionExpiredToast';

function TopBar() {
  return (
    <AppBar userMenu={<AppUserMenu />}>
      <TitlePortal />
      <BranchSwitcher />
    </AppBar>
  );
}

/** The browser tab shows the gym's name (its legal name once set), not the product's. */
function GymTitle() {
  useGymBrand();
  return null;
}

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={AppMenu} appBar={TopBar}>
      <GymTitle />
      <PrintStyles />
      <SessionExpiredToast />
      <ProjectionBanner />
      <PasswordResetGate>{children}</PasswordResetGate>
    </Layout>
  );
}
