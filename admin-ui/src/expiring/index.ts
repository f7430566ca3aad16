import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';

/** Every membership ending in the next 7 days, paged: what the dashboard panel's link opens. */
export default {
  list: lazy(() => import('./ExpiringList')),
  icon: EventBusyIcon,
};
