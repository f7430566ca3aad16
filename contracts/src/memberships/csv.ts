import { csvLine } from '../csv';
import type { MembershipDto } from './dto';
import type { MembershipStatus } from './requests';

// The admin UI's English words (resources.memberships.statuses): the file is in English.
const STATUS_LABELS: Record<MembershipStatus, string> = {
  pending_payment: 'Pending Payment',
  partial_paid: 'Partial Payment',
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

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
    STATUS_LABELS[m.status],
    m.nextPaymentDueDate,
  ]);
}
