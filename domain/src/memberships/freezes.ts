import { addDays, type CalendarDate } from '@gym/contracts';

/** A frozen period: `days` from `from` (fewer once unfrozen early). */
export interface FreezePeriod {
  from: CalendarDate;
  days: number;
}

/** The first day after a period (when the membership runs again). */
export const resumesOn = (period: FreezePeriod) => addDays(period.from, period.days);

/** The period covering `day`, if any. */
export const periodOn = (freezes: readonly FreezePeriod[], day: CalendarDate) =>
  freezes.find((p) => p.days > 0 && p.from <= day && day < resumesOn(p));

/** The last frozen day of the period covering `day`, or null when not frozen then. */
export function frozenThrough(
  membership: { freezes: readonly FreezePeriod[] },
  day: CalendarDate,
): CalendarDate | null {
  const period = periodOn(membership.freezes, day);
  return period ? addDays(resumesOn(period), -1) : null;
}

/** Days frozen so far, early unfreezes counted as given back. */
export const frozenDays = (freezes: readonly FreezePeriod[]) =>
  freezes.reduce((sum, p) => sum + p.days, 0);
