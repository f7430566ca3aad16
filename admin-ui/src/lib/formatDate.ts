import { formatGymDate, formatGymDateTime, formatGymTime } from '@gym/contracts';
import { gymTimeZone } from './gymToday';

/**
 * The display module's dates (contracts/src/display/dates.ts) in the gym's time zone, as the
 * server says it: the same text as the receipt PDF, the e-mails and the audit sentences.
 */

/** A calendar date as written, an instant by its day at the gym: "26 Nov 2026"; `fallback` when missing or invalid. */
export const formatDate = (value: string | null | undefined, fallback = 'N/A') =>
  formatGymDate(value, gymTimeZone(), fallback);

/** An instant with its time at the gym: "26 Nov 2026, 8:01:05 pm". */
export const formatDateTime = (value: string | null | undefined) =>
  formatGymDateTime(value, gymTimeZone());

/** An instant's time of day at the gym: "9:05 am". */
export const formatTime = (value: string) => formatGymTime(value, gymTimeZone());
