import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** The Audit Log (admins): loads on first use, so the sign-in page does not download it. */
export default {
  list: lazy(() => import('./AuditLogList')),
  icon: HistoryIcon,
};
