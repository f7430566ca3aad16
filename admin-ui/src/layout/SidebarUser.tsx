import { Avatar, Box, IconButton, Tooltip, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useSidebarState, useTranslate } from 'react-admin';

/** Initials, name, role and a logout button at the foot of the sidebar. */
export function SidebarUser() {
  const translate = useTranslate();
  const logout = useLogout();
  const [open] = useSidebarState();
  const { data: identity } = useGetIdentity();
  if (!identity) return null;
  const initials = typeof identity.initials === 'string' ? identity.initials : 'U';
  const role = typeof identity.role === 'string' ? identity.role : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }} data-testid="sidebar-user">
      <Avatar sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 14 }}>
        {initials}
      </Avatar>
      {open && (
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="body2" noWrap fontWeight={600}>
            {identity.fullName || translate('app.user.fallbackName')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {role && translate(`resources.users.roles.${role}`)}
          </Typography>
        </Box>
      )}
      <Tooltip title={translate('app.menu.logout')}>
        <IconButton aria-label={translate('app.menu.logout')} onClick={() => logout()}>
          <LogoutIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
