import { forwardRef } from 'react';
import {
  Box,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import SettingsIcon from '@mui/icons-material/Settings';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';

/** Who is signed in: name and role, at the top of the menu (not an action). */
function WhoAmI() {
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  if (!identity) return null;
  return (
    <Box sx={{ px: 2, pt: 1, pb: 1.5 }} data-testid="user-menu-identity">
      <Typography variant="body2" fontWeight={600}>
        {identity.fullName || translate('app.user.fallbackName')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {typeof identity.role === 'string'
          ? translate(`resources.users.roles.${identity.role}`)
          : ''}
      </Typography>
    </Box>
  );
}

const SettingsMenuItem = forwardRef<HTMLAnchorElement>(function SettingsMenuItem(props, ref) {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem {...props} ref={ref} component={Link} to="/settings" onClick={onClose}>
      <ListItemIcon>
        <SettingsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.menu.settings')}</ListItemText>
    </MenuItem>
  );
});

/** react-admin's user menu in the app bar, at every width: name, role, Settings, Logout. */
export function AppUserMenu() {
  const translate = useTranslate();
  const { data: identity } = useGetIdentity();
  // From the sm breakpoint react-admin's button shows the person's name, translating the label
  // with itself as the fallback (a ready text passes through); below it, an icon named "Account".
  const showsName = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const label =
    showsName && identity?.fullName
      ? translate('app.layout.userMenuOf', { name: identity.fullName })
      : 'app.layout.userMenu';
  return (
    <UserMenu label={label}>
      <WhoAmI />
      <SettingsMenuItem />
      <Logout />
    </UserMenu>
  );
}
