import { daysBetween, type CalendarDate } from '@gym/contracts';

export type Urgency = { key: string; color: 'error' | 'warning' | 'info' | 'default' };

/** Days left until a membership ends: ≤1 Critical (red), ≤3 Urgent, otherwise Soon. */
export function expiryUrgency(today: CalendarDate, endDate: CalendarDate): Urgency {
  const days = daysBetween(today, endDate);
  if (days <= 1) return { key: 'app.dashboard.expiring.critical', color: 'error' };
  if (days <= 3) return { key: 'app.dashboard.expiring.urgent', color: 'warning' };
  return { key: 'app.dashboard.expiring.soon', color: 'info' };
}

/** Days until a payment is due: <0 Overdue, ≤1 Due Today, ≤3 Due Soon, otherwise Upcoming. */
export function reminderUrgency(today: CalendarDate, dueDate: CalendarDate): Urgency {
  const days = daysBetween(today, dueDate);
  if (days < 0) return { key: 'app.dashboard.reminders.overdue', color: 'error' };
  if (days <= 1) return { key: 'app.dashboard.reminders.dueToday', color: 'warning' };
  if (days <= 3) return { key: 'app.dashboard.reminders.dueSoon', color: 'info' };
  return { key: 'app.dashboard.reminders.upcoming', color: 'default' };
}
