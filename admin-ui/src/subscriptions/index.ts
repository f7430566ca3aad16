import { lazy } from 'react';
import CardMembershipIcon from '@mui/icons-material/CardMembership';

/** Screens load on first use, so the sign-in page does not download them. */
export default {
  list: lazy(() => import('./PlanList')),
  create: lazy(() => import('./PlanCreateDialog')),
  edit: lazy(() => import('./PlanEdit')),
  show: lazy(() => import('./PlanShow')),
  icon: CardMembershipIcon,
};
