import { calendarDateIn, DEFAULT_TIME_ZONE, type CalendarDate } from '@gym/contracts';

/** Today's calendar date in the gym's time zone, as the server counts days. */
export function gymToday(): CalendarDate {
  return calendarDateIn(DEFAULT_TIME_ZONE, new Date());
}
