import { lazy } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';

/** Screens load on first use, so the sign-in page does not download them. */
export default {
  list: lazy(() => import('./PaymentManagement')),
  record: lazy(() => import('./RecordPayment')),
  icon: PaymentsIcon,
};
