import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';

/** The Staff screen (admins): accounts, roles, deactivation, password resets, history. */
export default {
  list: lazy(() => import('./UserList')),
  create: lazy(() => import('./UserCreate')),
  show: lazy(() => import('./UserHistory')),
  icon: BadgeIcon,
};
