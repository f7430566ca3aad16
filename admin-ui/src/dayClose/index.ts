import { lazy } from 'react';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';

/** The owner's day-close report (admins and branch managers), loaded on first use. */
export default {
  list: lazy(() => import('./DayCloseList')),
  icon: PointOfSaleIcon,
};

export const DAY_CLOSE_PATH = '/day-close';
