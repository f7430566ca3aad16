import { csvLine } from '../csv';
import type { MemberDto } from './dto';
import type { MemberStatus } from './requests';

// The admin UI's English words (resources.members.fields / statuses): the file is in English.
const STATUS_LABELS: Record<MemberStatus, string> = {
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
    STATUS_LABELS[m.status],
    m.joinDate,
  ]);
}
