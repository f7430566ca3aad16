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
}

/** 409 body of POST /api/check-ins. */
export interface CheckInRefusedBody {
  message: string;
  reason: CheckInRefusalReason;
}

/** GET /api/reports/visits?from&to: one line per day of the range. */
export interface VisitsPerDayDto {
  from: CalendarDate;
  to: CalendarDate;
  rows: { day: CalendarDate; visits: number; members: number }[];
  total: number;
}
