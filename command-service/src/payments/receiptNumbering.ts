import {
  readDomainEvent,
  type EventStore,
  type ExpectedRevision,
  type ReceiptEvent,
} from '@gym/contracts';
import type { ProjectedEvent, Reactor } from '@gym/projection-service';
import { toNewEvent } from '../commands/toNewEvent';
import { counterStreamOf, createBranchSeries, type BranchSeries } from './receiptSeries';
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

interface Series {
  branch: BranchSeries;
  financialYear: string;
  payments: PaymentToNumber[];
}

/**
 * Gives recorded payments their receipt numbers, consecutive per branch and financial year, in
 * log order: a reactor, so a payment recorded just before a crash is numbered after the restart,
 * and each batch costs one read of each of its series' counter's last event and one append of
 * them all, however many numbers the series already have. The append cannot join the
 * checkpoint's transaction; a batch that comes again after a crash finds, series by series, its
 * payments at or before that series' last number's payment position and appends nothing for them
 * (EventStoreDB appends series one after another, so some may be done), and the expected
 * revisions keep a second numbering process out.
 */
export function createReceiptNumbering(deps: { clock: () => Date }): Reactor {
  const seriesOfBranch = createBranchSeries();

  async function counter(
    store: EventStore,
    stream: string,
  ): Promise<{ state: ReceiptCounterState; revision: ExpectedRevision }> {
    const last = await store.readLastEvent(stream);
    if (!last) return { state: initialReceiptCounter(), revision: 'no_stream' };
    const number = readDomainEvent(last.type, last.data, last.streamId) as ReceiptEvent;
    return { state: seriesAfter(number, last.position), revision: last.revision };
  }

  async function numberBatch(store: EventStore, events: readonly ProjectedEvent[]) {
    const byStream = new Map<string, Series>();
    const sources = new Map<string, Recorded>();
    for (const event of events) {
      if (event.type !== 'PaymentRecorded') continue;
      const financialYear = seriesOf(event.data);
      if (!financialYear) continue;
      const branch = await seriesOfBranch(store, event.data.branchId);
      const stream = counterStreamOf(branch, financialYear);
      const series = byStream.get(stream) ?? { branch, financialYear, payments: [] };
      series.payments.push({
        paymentId: event.data.paymentId,
        membershipId: event.data.membershipId,
        position: event.position,
      });
      byStream.set(stream, series);
      sources.set(event.data.paymentId, event);
    }
    // Each series from its own counter's last event, read side by side; then every series' new
    // numbers in one append (one statement on PostgreSQL), so a chain's desks cost one write.
    const now = deps.clock();
    const appends = await Promise.all(
      [...byStream].map(async ([stream, { branch, financialYear, payments }]) => {
        const { state, revision } = await counter(store, stream);
        const numbers = receiptNumberDecider.decide(
          {
            type: 'NumberReceipts',
            financialYear,
            branch: { branchId: branch.branchId, prefix: branch.prefix },
            payments,
          },
          state,
        );
        return {
          streamId: stream,
          expectedRevision: revision,
          events: numbers.map((event) => {
            const payment = sources.get(event.data.paymentId)!;
            return toNewEvent(event, {
              actorUserId: null,
              correlationId: payment.metadata.correlationId,
              causationId: payment.metadata.eventId,
              now,
            });
          }),
        };
      }),
    );
    const due = appends.filter((append) => append.events.length > 0);
    if (due.length > 0) await store.appendToStreams(due);
  }

  return {
    kind: 'reactor',
    name: RECEIPT_NUMBERING,
    handles: ['PaymentRecorded'],
    react: (events, { store }) => numberBatch(store, events),
  };
}
