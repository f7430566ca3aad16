import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

/** Screens load on first use, so the sign-in page does not download them. */
export default {
  list: lazy(() => import('./MemberList')),
  create: lazy(() => import('./MemberCreate')),
  edit: lazy(() => import('./MemberEdit')),
  show: lazy(() => import('./MemberShow')),
  removed: lazy(() => import('./RemovedMembers')),
  icon: PeopleIcon,
};
