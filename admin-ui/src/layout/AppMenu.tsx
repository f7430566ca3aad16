import { Box, Divider, IconButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import PaymentsIcon from '@mui/icons-material/Payments';
import SettingsIcon from '@mui/icons-material/Settings';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import BadgeIcon from '@mui/icons-material/Badge';
import HistoryIcon from '@mui/icons-material/History';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StoreIcon from '@mui/icons-material/Store';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import BarChartIcon from '@mui/icons-material/BarChart';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { canManage, canWork, useRole } from '../lib/useRole';
import { GYM_SETTINGS_PATH } from '../gymSettings/paths';
import { SYSTEM_STATUS_PATH } from '../system/paths';
import { DAY_CLOSE_PATH } from '../dayClose';
import { SidebarUser } from './SidebarUser';

const headerKeys: Record<string, string> = {
  admin: 'app.header.admin',
  branch_manager: 'app.header.manager',
  staff: 'app.header.staff',
};

export function AppMenu() {
  const translate = useTranslate();
  const role = useRole();
  const [open, setOpen] = useSidebarState();
  const isDrawer = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Box
      component="nav"
      aria-label={translate('app.name')}
      data-testid="sidebar"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {open && (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 2, pb: 1 }}>
          <Typography variant="subtitle2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {translate(headerKeys[role ?? ''] ?? 'app.header.member')}
          </Typography>
          {isDrawer && (
            <IconButton
              size="small"
              aria-label={translate('app.layout.closeMenu')}
              onClick={() => setOpen(false)}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
      )}
      <Menu>
        <Menu.Item to="/" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
        {canWork(role) && (
          <Menu.Item to="/check-in" primaryText="app.menu.checkIn" leftIcon={<HowToRegIcon />} />
        )}
        <Menu.Item to="/members" primaryText="app.menu.members" leftIcon={<PeopleIcon />} />
        <Menu.Item
          to="/subscriptions"
          primaryText="app.menu.subscriptions"
          leftIcon={<CardMembershipIcon />}
        />
        <Menu.Item to="/payments" primaryText="app.menu.payments" leftIcon={<PaymentsIcon />} />
        {canWork(role) && (
          <Menu.Item
            to="/expenses"
            primaryText="app.menu.expenses"
            leftIcon={<ReceiptLongIcon />}
          />
        )}
        {canWork(role) && (
          <Menu.Item to="/reports" primaryText="app.menu.reports" leftIcon={<BarChartIcon />} />
        )}
        {canWork(role) && (
          <Menu.Item
            to={DAY_CLOSE_PATH}
            primaryText="app.menu.dayClose"
            leftIcon={<PointOfSaleIcon />}
          />
        )}
        {canManage(role) && (
          <Menu.Item
            to="/day-closes"
            primaryText="app.menu.dayCloses"
            leftIcon={<ReceiptLongIcon />}
          />
        )}
        <Menu.Item to="/settings" primaryText="app.menu.settings" leftIcon={<SettingsIcon />} />
        {role === 'admin' && (
          <Menu.Item to="/users" primaryText="app.menu.staff" leftIcon={<BadgeIcon />} />
        )}
        {canManage(role) && (
          <Menu.Item to="/branches" primaryText="app.menu.branches" leftIcon={<StoreIcon />} />
        )}
        {role === 'admin' && (
          <Menu.Item to="/audit-log" primaryText="app.menu.auditLog" leftIcon={<HistoryIcon />} />
        )}
        {role === 'admin' && (
          <Menu.Item
            to={GYM_SETTINGS_PATH}
            primaryText="app.menu.gymSettings"
            leftIcon={<StorefrontIcon />}
          />
        )}
        {role === 'admin' && (
          <Menu.Item
            to={SYSTEM_STATUS_PATH}
            primaryText="app.menu.systemStatus"
            leftIcon={<MonitorHeartIcon />}
          />
        )}
      </Menu>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <SidebarUser />
    </Box>
  );
}
