import { Box, Divider, Typography } from '@mui/material';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import { Menu, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { SidebarUser } from './SidebarUser';

const headerKeys: Record<string, string> = {
  admin: 'app.header.admin',
  staff: 'app.header.staff',
};

export function AppMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const [open] = useSidebarState();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {open && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }}>
          {translate(headerKeys[permissions ?? ''] ?? 'app.header.member')}
        </Typography>
      )}
      <Menu>
        <Menu.Item to="/" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
        <Menu.Item to="/members" primaryText="app.menu.members" leftIcon={<PeopleIcon />} />
        <Menu.Item
          to="/subscriptions"
          primaryText="app.menu.subscriptions"
          leftIcon={<CardMembershipIcon />}
        />
        <Menu.Item to="/payments" primaryText="app.menu.payments" leftIcon={<PaymentsIcon />} />
        <Menu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <SidebarUser />
    </Box>
  );
}
