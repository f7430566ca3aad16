import type { TranslateFunction } from 'react-admin';
import type { MembershipDto } from '@gym/contracts';
import type { CsvColumn } from '../lib/csv';

const label = (translate: TranslateFunction, key: string) => translate(`app.export.${key}`);

/** Outstanding payments: member, plan, amounts in rupees ("1500.00"), status, next due date. */
export const outstandingCsvColumns = (translate: TranslateFunction): CsvColumn<MembershipDto>[] => [
  {
    label: label(translate, 'member'),
    value: (m) => `${m.member.firstName} ${m.member.lastName}`,
  },
  { label: label(translate, 'email'), value: (m) => m.member.email },
  { label: label(translate, 'plan'), value: (m) => m.plan.name },
  { label: label(translate, 'total'), value: (m) => m.totalAmount },
  { label: label(translate, 'paid'), value: (m) => m.paidAmount },
  { label: label(translate, 'remaining'), value: (m) => m.remainingAmount },
  {
    label: label(translate, 'status'),
    value: (m) => translate(`resources.memberships.statuses.${m.status}`, { _: m.status }),
  },
  { label: label(translate, 'nextDue'), value: (m) => m.nextPaymentDueDate },
];
