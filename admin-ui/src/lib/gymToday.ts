import { calendarDateIn, DEFAULT_TIME_ZONE, type CalendarDate } from '@gym/contracts';
import { currentGymBrand } from './gymBrand';

/** The server's GYM_TIME_ZONE, as GET /api/gym says it (Asia/Kolkata if it could not say). */
export function gymTimeZone(): string {
  return currentGymBrand()?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today's calendar date in the gym's time zone, as the server counts days. */
export function gymToday(): CalendarDate {
  return calendarDateIn(gymTimeZone(), new Date());
}
