import type { CalendarDate } from '../dates';
import type { CheckInRefusalReason } from './refusals';

/** One visit, as the desk lists it. */
export interface CheckInDto {
  id: string;
  memberId: string;
  memberName: string;
  memberCode: string | null;
  membershipId: string | null;
  checkedInAt: string;
  day: CalendarDate;
  /** Set when staff let the member in although the rules refused. */
  override: { reason: string; refusal: CheckInRefusalReason } | null;
  checkedInBy: string | null;
  /** The branch whose desk let the member in. */
  branchId: string;
}

/**
 * POST /api/check-ins: the visit; `alreadyIn` when the member was already checked in that day
 * (a second scan is the visit already made, with its time).
 */
export interface CheckInAnswerDto extends CheckInDto {
  alreadyIn: boolean;
}

/** 409 body of POST /api/check-ins: why, who, and the membership to collect on or renew. */
export interface CheckInRefusedBody {
  message: string;
  reason: CheckInRefusalReason;
  member: { id: string; name: string; code: string | null };
  /** The membership the rule looked at; null when the member has none. */
  membershipId: string | null;
}

/**
 * GET /api/reports/visits?from&to[&range]: one line per day of the range, the newest first;
 * `range` ([first, last], inclusive) answers one page of those days. Over several branches (all
 * of them, or a manager's), visits add up and members do not: a member who came to two of them
 * on a day is 2 visits and 1 member.
 */
export interface VisitsPerDayDto {
  from: CalendarDate;
  to: CalendarDate;
  /** The days in from..to (every one has a line, visits or not). */
  days: number;
  rows: {
    day: CalendarDate;
    /** Every check-in that day: the branches' visits summed. */
    visits: number;
    /** The members who came that day, each once however many branches they visited. */
    members: number;
  }[];
  /** Every visit over the whole range (the days' visits summed). */
  total: number;
  /**
   * The different members who came over the whole range, each once however many days and
   * branches they came to: not the days' members summed.
   */
  membersInRange: number;
}
