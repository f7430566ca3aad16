import {
  financialYearOf,
  readDomainEvent,
  receiptCounterStream,
  type EventStore,
  type ExpectedRevision,
  type ReceiptEvent,
} from '@gym/contracts';
import type { ProjectedEvent, Projector } from '@gym/projection-service';
import { toNewEvent } from '../commands/toNewEvent';
import {
  receiptNumberDecider,
  type PaymentToNumber,
  type ReceiptCounterState,
} from './receiptNumberDecider';

export const RECEIPT_NUMBERING = 'receipt-numbers';

type Recorded = ProjectedEvent<Extract<ProjectedEvent, { type: 'PaymentRecorded' }>>;

/**
 * Gives recorded payments their receipt numbers, consecutive per financial year, in log order.
 * It runs in the projection runner, so a payment recorded just before a crash is numbered after
 * the restart, and each batch costs one read of each counter stream's last event and one append,
 * however many numbers the year already has.
 */
export function createReceiptNumbering(deps: { store: EventStore; clock: () => Date }): Projector {
  const { store } = deps;

  async function counter(
    financialYear: string,
  ): Promise<{ state: ReceiptCounterState; revision: ExpectedRevision }> {
    const initial = receiptNumberDecider.initialState();
    const last = await store.readLastEvent(receiptCounterStream(financialYear));
    if (!last) return { state: initial, revision: 'no_stream' };
    const state = receiptNumberDecider.evolve(
      initial,
      readDomainEvent(last.type, last.data, last.streamId) as ReceiptEvent,
    );
    // A number given before numbering followed the log came after its payment was recorded:
    // every payment before that number's own position has its number.
    return {
      state: { ...state, lastPaymentPosition: state.lastPaymentPosition ?? last.position },
      revision: last.revision,
    };
  }

  async function numberBatch(events: readonly ProjectedEvent[]) {
    const byYear = new Map<string, PaymentToNumber[]>();
    const sources = new Map<string, Recorded>();
    for (const event of events) {
      if (event.type !== 'PaymentRecorded' || event.data.manualReceiptNumber) continue;
      const year = financialYearOf(event.data.paymentDay);
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
      const { state, revision } = await counter(financialYear);
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
    name: RECEIPT_NUMBERING,
    version: 1,
    tables: [],
    handles: ['PaymentRecorded'],
    apply: (_trx, event) => numberBatch([event]),
    applyBatch: (_trx, events) => numberBatch(events),
  };
}
