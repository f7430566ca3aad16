import type { CalendarDate } from '@gym/contracts';
import { dateLiteral, inForceOnSql, notStartedOnSql } from './predicates';

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
  // The date as a literal so the order is plain expressions.
  const day = dateLiteral(today);
  const rank = `(case when ${inForceOnSql(day)} then 0 when ${notStartedOnSql(day)} then 1 else 2 end)`;
  return [
    rank,
    // Running: the earlier started first; still to start: the soonest; past: the latest started.
    `(case when ${rank} = 2 then ${day} - start_date else start_date - ${day} end)`,
  ];
}
