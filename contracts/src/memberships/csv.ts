import { csvLine } from '../display/csv';
import { MEMBERSHIP_STATUS_LABELS } from '../display/labels';
import type { MembershipDto } from './dto';

/** The headings of the outstanding-payments list's export (app.export in the admin UI). */
export const MEMBERSHIP_CSV_HEADER = [
  'Member',
  'Email',
  'Plan',
  'Total (₹)',
  'Paid (₹)',
  'Remaining (₹)',
  'Status',
  'Next Payment Due',
] as const;

/** One membership as a CSV line: member, plan, amounts in rupees ("1500.00"), status, next due. */
export function membershipCsvLine(m: MembershipDto): string {
  return csvLine([
    `${m.member.firstName} ${m.member.lastName}`,
    m.member.email,
    m.plan.name,
    m.totalAmount,
    m.paidAmount,
    m.remainingAmount,
    MEMBERSHIP_STATUS_LABELS[m.status],
    m.nextPaymentDueDate,
  ]);
}
