const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const calendarFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant ("2026-11-21T10:00:00Z") or a calendar date ("2026-11-21") in en-IN; `fallback` when missing or invalid. */
export function formatDate(value: string | null | undefined, fallback = 'N/A'): string {
  if (!value) return fallback;
  const isCalendarDate = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(isCalendarDate ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return fallback;
  // A calendar date has no time zone: format it as written, not shifted to the browser's zone.
  return (isCalendarDate ? calendarFormat : dateFormat).format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** An instant with its time of day, in the browser's zone (for system times, not gym dates). */
export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value));
}
