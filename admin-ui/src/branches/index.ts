import { lazy } from 'react';
import StoreIcon from '@mui/icons-material/Store';

/** The Branches screen (admins; a branch manager edits their own): add, edit, close, reopen. */
export default {
  list: lazy(() => import('./BranchList')),
  create: lazy(() => import('./BranchCreate')),
  edit: lazy(() => import('./BranchEdit')),
  icon: StoreIcon,
};
