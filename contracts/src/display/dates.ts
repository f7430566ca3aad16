import { dateTimeFormat, isCalendarDate, type CalendarDate } from '../dates';

/**
 * Dates as people read them, the same on every screen, receipt, PDF, e-mail, audit sentence and
 * CSV. A calendar date ("2026-11-26") is already the gym's and is written as it is; an instant
 * ("2026-11-26T18:45:00Z") is read in the gym's time zone (GYM_TIME_ZONE; the UI learns it from
 * GET /api/gym), never the browser's or the server's. Built from parts, not a locale's whole
 * pattern, so Node and every browser write the same text: what en-IN writes ("26 Nov 2026"), but
 * September in three letters like every month ("Sep"; newer locale data writes "Sept").
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-05" → "5 Nov 2026"; `fallback` when it is missing or no date. */
export function formatCalendarDate(
  date: CalendarDate | null | undefined,
  fallback = 'N/A',
): string {
  const match = date && isCalendarDate(date) ? CALENDAR_DATE.exec(date) : null;
  if (!match) return fallback;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}

/** "2026-11" → "Nov 2026" (a report's month); the text as it is when it is no month. */
export function formatMonth(month: string): string {
  const day = formatCalendarDate(`${month}-01`, '');
  return day ? day.slice(day.indexOf(' ') + 1) : month;
}

interface GymClock {
  date: CalendarDate;
  hour: number;
  minute: string;
  second: string;
}

/** The gym's calendar date and clock at an instant; null when it is no instant. */
function gymClock(instant: string, timeZone: string): GymClock | null {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return null;
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    hour: Number(get('hour')) % 24,
    minute: get('minute'),
    second: get('second'),
  };
}

/** "9:05 am", "12:30 pm", "12:00 am" (midnight): the 12-hour clock en-IN writes. */
function twelveHour(clock: GymClock, withSeconds: boolean): string {
  const hour = clock.hour % 12 || 12;
  const seconds = withSeconds ? `:${clock.second}` : '';
  return `${hour}:${clock.minute}${seconds} ${clock.hour < 12 ? 'am' : 'pm'}`;
}

/**
 * A day as the gym counts it: a calendar date as written, an instant by its date in the gym's
 * zone ("2026-11-26T18:45:00Z" → "27 Nov 2026" in Asia/Kolkata); `fallback` when missing or invalid.
 */
export function formatGymDate(
  value: string | null | undefined,
  timeZone: string,
  fallback = 'N/A',
): string {
  if (!value) return fallback;
  if (CALENDAR_DATE.test(value)) return formatCalendarDate(value, fallback);
  const clock = gymClock(value, timeZone);
  return clock ? formatCalendarDate(clock.date, fallback) : fallback;
}

/** An instant with its time at the gym: "26 Nov 2026, 8:01:05 pm" (an audit entry, a sign-in). */
export function formatGymDateTime(
  instant: string | null | undefined,
  timeZone: string,
  fallback = 'N/A',
): string {
  const clock = instant ? gymClock(instant, timeZone) : null;
  return clock ? `${formatCalendarDate(clock.date)}, ${twelveHour(clock, true)}` : fallback;
}

/** An instant's time of day at the gym: "9:05 am" (a visit at the desk). */
export function formatGymTime(instant: string, timeZone: string, fallback = ''): string {
  const clock = gymClock(instant, timeZone);
  return clock ? twelveHour(clock, false) : fallback;
}

/** An instant at the gym as a CSV cell that sorts as text: "2026-11-25 20:01". */
export function formatCsvDateTime(instant: string, timeZone: string): string {
  const clock = gymClock(instant, timeZone);
  if (!clock) return '';
  return `${clock.date} ${String(clock.hour).padStart(2, '0')}:${clock.minute}`;
}
