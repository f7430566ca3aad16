import type { TranslateFunction } from 'react-admin';
import {
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  type MembershipDto,
  type PaymentDto,
} from '@gym/contracts';
import type { CsvColumn } from '../lib/csv';
import { paymentMethodKey } from './paymentMethods';
import { receiptNumberOf } from './receiptLinks';
import { receiverName } from './receiverName';

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

/** Payment history: receipt number, the day paid (gym time zone), member, amount, method, … */
export const paymentCsvColumns = (translate: TranslateFunction): CsvColumn<PaymentDto>[] => [
  { label: label(translate, 'receiptNumber'), value: (p) => receiptNumberOf(p) },
  {
    label: label(translate, 'date'),
    value: (p) => calendarDateIn(DEFAULT_TIME_ZONE, new Date(p.paymentDate)),
  },
  {
    label: label(translate, 'member'),
    value: (p) => (p.member ? `${p.member.firstName} ${p.member.lastName}` : null),
  },
  { label: label(translate, 'amount'), value: (p) => p.amount },
  {
    label: label(translate, 'method'),
    value: (p) => translate(paymentMethodKey(p.paymentMethod)),
  },
  {
    label: label(translate, 'receivedBy'),
    value: (p) => receiverName(p),
  },
  {
    label: label(translate, 'state'),
    value: (p) =>
      translate(
        p.state === 'recorded' ? 'app.export.recorded' : `resources.payments.list.${p.state}`,
      ),
  },
  { label: label(translate, 'notes'), value: (p) => p.notes },
];
