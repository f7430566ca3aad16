import { csvLine } from '../csv';
import type { MemberDto } from './dto';
import type { MemberStatus } from './requests';

/** The statuses in English: the member-list CSV's words, and the admin UI's (its i18n uses these). */
export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

export const MEMBER_CSV_HEADER = ['Name', 'Email', 'Phone', 'Status', 'Join Date'] as const;

/** One member as a line of the member-list CSV: what a person reads in the list. */
export function memberCsvLine(m: MemberDto): string {
  return csvLine([
    `${m.firstName} ${m.lastName}`,
    m.email,
    m.phone,
    MEMBER_STATUS_LABELS[m.status],
    m.joinDate,
  ]);
}
