import { csvLine } from '../display/csv';
import { MEMBER_STATUS_LABELS } from '../display/labels';
import type { MemberDto } from './dto';

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
