import { daysBetween, type CalendarDate } from '@gym/contracts';

/** The i18n key and count for "joined … ago": today, then thresholds at 7, 14 and 30 days. */
export function joinedAgo(joinDate: CalendarDate, today: CalendarDate): { key: string; n: number } {
  const days = Math.max(0, daysBetween(joinDate, today));
  if (days === 0) return { key: 'resources.members.joined.today', n: 0 };
  if (days === 1) return { key: 'resources.members.joined.dayAgo', n: 1 };
  if (days < 7) return { key: 'resources.members.joined.daysAgo', n: days };
  if (days < 14) return { key: 'resources.members.joined.weekAgo', n: 1 };
  if (days < 30) return { key: 'resources.members.joined.weeksAgo', n: Math.floor(days / 7) };
  const months = Math.floor(days / 30);
  return months === 1
    ? { key: 'resources.members.joined.monthAgo', n: 1 }
    : { key: 'resources.members.joined.monthsAgo', n: months };
}

/** Days left of a membership, counted to its end date. */
export function daysRemaining(endDate: CalendarDate, today: CalendarDate) {
  const days = daysBetween(today, endDate);
  return {
    days: Math.max(0, days),
    labelKey:
      days < 0
        ? 'resources.members.show.expired'
        : days <= 7
          ? 'resources.members.show.expiresSoon'
          : undefined,
  };
}
