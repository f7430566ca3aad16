import {
  readDomainEvent,
  receiptCounterStream,
  type EventStore,
  type ExpectedRevision,
  type ReceiptEvent,
} from '@gym/contracts';
import type { ProjectedEvent, Reactor } from '@gym/projection-service';
import { toNewEvent } from '../commands/toNewEvent';
import {
  initialReceiptCounter,
  receiptNumberDecider,
  seriesAfter,
  seriesOf,
  type PaymentToNumber,
  type ReceiptCounterState,
} from '@gym/domain';

export const RECEIPT_NUMBERING = 'receipt-numbers';

type Recorded = ProjectedEvent<Extract<ProjectedEvent, { type: 'PaymentRecorded' }>>;

/**
 * Gives recorded payments their receipt numbers, consecutive per financial year, in log order: a
 * reactor, so a payment recorded just before a crash is numbered after the restart, and each
 * batch costs one read of each counter stream's last event and one append, however many numbers
 * the year already has. The append cannot join the checkpoint's transaction; a batch that comes
 * again after a crash between the two finds its payments at or before the last number's payment
 * position and appends nothing (and the expected revision keeps a second numbering process out).
 */
export function createReceiptNumbering(deps: { clock: () => Date }): Reactor {
  async function counter(
    store: EventStore,
    financialYear: string,
  ): Promise<{ state: ReceiptCounterState; revision: ExpectedRevision }> {
    const last = await store.readLastEvent(receiptCounterStream(financialYear));
    if (!last) return { state: initialReceiptCounter(), revision: 'no_stream' };
    const number = readDomainEvent(last.type, last.data, last.streamId) as ReceiptEvent;
    return { state: seriesAfter(number, last.position), revision: last.revision };
  }

  async function numberBatch(store: EventStore, events: readonly ProjectedEvent[]) {
    const byYear = new Map<string, PaymentToNumber[]>();
    const sources = new Map<string, Recorded>();
    for (const event of events) {
      if (event.type !== 'PaymentRecorded') continue;
      const year = seriesOf(event.data);
      if (!year) continue;
      const payments = byYear.get(year) ?? [];
      payments.push({
        paymentId: event.data.paymentId,
        membershipId: event.data.membershipId,
        position: event.position,
      });
      byYear.set(year, payments);
      sources.set(event.data.paymentId, event);
    }
    for (const [financialYear, payments] of byYear) {
      const { state, revision } = await counter(store, financialYear);
      const numbers = receiptNumberDecider.decide(
        { type: 'NumberReceipts', financialYear, payments },
        state,
      );
      if (numbers.length === 0) continue;
      const now = deps.clock();
      await store.appendToStream(
        receiptCounterStream(financialYear),
        numbers.map((event) => {
          const payment = sources.get(event.data.paymentId)!;
          return toNewEvent(event, {
            actorUserId: null,
            correlationId: payment.metadata.correlationId,
            causationId: payment.metadata.eventId,
            now,
          });
        }),
        { expectedRevision: revision },
      );
    }
  }

  return {
    kind: 'reactor',
    name: RECEIPT_NUMBERING,
    handles: ['PaymentRecorded'],
    react: (events, { store }) => numberBatch(store, events),
  };
}
