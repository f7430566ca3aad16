import { z } from 'zod';
import { messages } from './messages';

/** A calendar date, "YYYY-MM-DD", in the gym's time zone. */
export type CalendarDate = string;

export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const d = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The dates the product accepts anywhere: a gym's past and future fit, PostgreSQL's types hold them. */
export const MIN_DATE: CalendarDate = '1900-01-01';
export const MAX_DATE: CalendarDate = '2100-12-31';

/** A real calendar date between MIN_DATE and MAX_DATE. */
export function isDateInRange(value: string): boolean {
  return isCalendarDate(value) && value >= MIN_DATE && value <= MAX_DATE;
}

const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

/** An ISO 8601 instant with its offset ("2026-11-22T10:00:00Z"), its date in range. */
export function isIsoDateTime(value: string): boolean {
  const match = ISO_DATE_TIME.exec(value);
  return !!match && isDateInRange(match[1]!);
}

/** A calendar date in range, with its own messages for a non-date and an out-of-range date. */
export const calendarDateSchema = z
  .string({ error: messages.dateInvalid })
  .refine(isCalendarDate, { message: messages.dateInvalid, abort: true })
  .refine(isDateInRange, messages.dateOutOfRange);

/** A date inside an event: the same bounds, so every read model can store it. */
export const eventDate = z.string().refine(isDateInRange, 'date outside 1900-01-01..2100-12-31');
/** An instant inside an event, as `Date.toISOString()` writes it. */
export const eventInstant = z.string().refine(isIsoDateTime, 'not an ISO instant in range');

// Building a DateTimeFormat costs far more than using one; the shapes in use are few.
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One shared DateTimeFormat per locale and options. */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = JSON.stringify([locale, options]);
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone. */
export function calendarDateIn(timeZone: string, instant: Date): CalendarDate {
  const parts = dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
