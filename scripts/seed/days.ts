import type { CalendarDate } from '@gym/contracts';

/**
 * Calendar days as whole numbers (days since 1970-01-01), so the history is planned with
 * arithmetic; they become "YYYY-MM-DD" only when they go into a command.
 */
export type Day = number;

const MS_PER_DAY = 86_400_000;
const texts = new Map<Day, CalendarDate>();

export const dayOf = (date: CalendarDate): Day => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

export function dateOf(day: Day): CalendarDate {
  let text = texts.get(day);
  if (text === undefined) {
    text = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
    texts.set(day, text);
  }
  return text;
}

export const yearOf = (day: Day) => new Date(day * MS_PER_DAY).getUTCFullYear();
export const monthOf = (day: Day) => new Date(day * MS_PER_DAY).getUTCMonth() + 1;

/** The day of `month`/`dayOfMonth` in `year` (months from 1). */
export const dayIn = (year: number, month: number, dayOfMonth: number): Day =>
  Date.UTC(year, month - 1, dayOfMonth) / MS_PER_DAY;

/** The same calendar date `years` earlier (29 February becomes 28 February). */
export function yearsBefore(day: Day, years: number): Day {
  const d = new Date(day * MS_PER_DAY);
  const month = d.getUTCMonth();
  const target = Date.UTC(d.getUTCFullYear() - years, month, d.getUTCDate());
  const inMonth = new Date(target).getUTCMonth() === month;
  return (inMonth ? target : Date.UTC(d.getUTCFullYear() - years, month + 1, 0)) / MS_PER_DAY;
}

/** 1 April of the Indian financial year (April to March) that `day` falls in. */
export function financialYearStart(day: Day): Day {
  const year = yearOf(day);
  return monthOf(day) >= 4 ? dayIn(year, 4, 1) : dayIn(year - 1, 4, 1);
}
