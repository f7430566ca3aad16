import {
  membershipStream,
  readDomainEvent,
  type DomainEvent,
  type EventStore,
  type PaymentState,
  type RecordedEvent,
} from '@gym/contracts';
import { counterStreamOf, type BranchSeriesOf } from '../payments/receiptSeries';
import type { CodedPayment } from './codes';
import type { VerifiedFacts } from './verificationCode';

/** A receipt as the log tells it now. */
export interface LoggedReceipt {
  facts: VerifiedFacts;
  branchId: string;
  /** The instant it was recorded (which settings name the gym). */
  paidAt: string;
  state: PaymentState;
  refundedPaise: number;
}

/** An event as today's rules read it; null for one no rule reads (then it proves nothing). */
function readable(event: RecordedEvent): DomainEvent | null {
  try {
    return readDomainEvent(event.type, event.data, event.streamId);
  } catch {
    return null;
  }
}

const AUTOMATIC_NUMBER = /^[A-Z]{2,5}\/(\d{4}-\d{2})\/(\d{6,9})$/;

/**
 * What the log says of a coded payment: its membership stream (one short read: a membership's
 * own payments, voids and refunds) and, for a number the product gave, the one counter event that
 * gave it (a series' events are its numbers in order: number n is revision n − 1). Null when the
 * log has no such payment or gave that number to another.
 */
export async function receiptInTheLog(
  store: EventStore,
  seriesOfBranch: BranchSeriesOf,
  coded: CodedPayment,
): Promise<LoggedReceipt | null> {
  const stream = membershipStream(coded.membershipId);
  const events = (await store.readStream(stream)).flatMap((e) => readable(e) ?? []);
  let recorded: LoggedReceipt | null = null;
  let manualNumber: string | null = null;
  for (const event of events) {
    if (event.type === 'PaymentRecorded' && event.data.paymentId === coded.paymentId) {
      const d = event.data;
      manualNumber = d.manualReceiptNumber;
      recorded = {
        facts: {
          paymentId: d.paymentId,
          receiptNumber: '',
          amountPaise: d.amountPaise,
          paymentDay: d.paymentDay,
        },
        branchId: d.branchId,
        paidAt: d.paidAt,
        state: 'recorded',
        refundedPaise: 0,
      };
    } else if (event.type === 'PaymentVoided' && event.data.paymentId === coded.paymentId) {
      if (recorded) recorded.state = 'voided';
    } else if (event.type === 'PaymentRefunded' && event.data.paymentId === coded.paymentId) {
      if (recorded && recorded.state !== 'voided') {
        recorded.state = 'refunded';
        recorded.refundedPaise += event.data.amountPaise;
      }
    }
  }
  if (!recorded) return null;
  const number = manualNumber ?? (await numberGiven(store, seriesOfBranch, recorded, coded));
  if (!number) return null;
  recorded.facts.receiptNumber = number;
  return recorded;
}

async function numberGiven(
  store: EventStore,
  seriesOfBranch: BranchSeriesOf,
  recorded: LoggedReceipt,
  coded: CodedPayment,
): Promise<string | null> {
  const match = AUTOMATIC_NUMBER.exec(coded.receiptNumber);
  if (!match) return null;
  const [, financialYear, sequence] = match as unknown as [string, string, string];
  const series = await seriesOfBranch(store, recorded.branchId);
  const [event] = await store.readStream(counterStreamOf(series, financialYear), {
    fromRevision: BigInt(Number(sequence) - 1),
    limit: 1,
  });
  if (!event) return null;
  const number = readable(event);
  return number?.type === 'ReceiptNumberAssigned' && number.data.paymentId === coded.paymentId
    ? number.data.receiptNumber
    : null;
}
