import { isCalendarDate, type CalendarDate } from '@gym/contracts';

/**
 * The one order of a member's memberships (the member page takes the first as the current one,
 * the desk checks a visit against it): the one running on `today` (gym time zone: not cancelled,
 * today within its period), then those still to start (soonest first), then the rest (most
 * recent first). Of two running at once (a renewal's first day is its predecessor's last; a
 * freeze pushes an end date past the renewal's start) the earlier started comes first, so the
 * days already paid for are used first. Ascending, with the id as the last tiebreaker, it is a
 * keyset order: every key is NOT NULL and all go the same way, so lists can page along it.
 */
export function currentFirstOrder(today: CalendarDate): readonly string[] {
  // A date we computed, written into the SQL as a literal so the order is plain expressions.
  if (!isCalendarDate(today)) throw new Error(`not a calendar date: ${today}`);
  const day = `date '${today}'`;
  const rank = `(case when status <> 'cancelled' and start_date <= ${day} and end_date >= ${day} then 0
           when status <> 'cancelled' and start_date > ${day} then 1 else 2 end)`;
  return [
    rank,
    // Running: the earlier started first; still to start: the soonest; past: the latest started.
    `(case when ${rank} = 2 then ${day} - start_date else start_date - ${day} end)`,
  ];
}
