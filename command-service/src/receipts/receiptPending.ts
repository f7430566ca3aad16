import { BEHIND_COUNT_CAP, START, type BranchFilter, type EventStore } from '@gym/contracts';
import type { Db } from '@gym/platform';
import { loadCheckpoint, receiptsProjector } from '@gym/projection-service';

/**
 * Whether a receipt not in the receipts read model is still on its way: its payment (received at
 * one of `branches`) is among the events that read model has yet to apply, or it is far behind
 * (catching up after an upgrade). One read of at most BEHIND_COUNT_CAP events after its
 * checkpoint, however long the log.
 */
export async function receiptPending(
  db: Db,
  store: EventStore,
  paymentId: string,
  branches: BranchFilter = null,
) {
  const checkpoint = await loadCheckpoint(db, receiptsProjector.name);
  const events = await store.readAll({
    after: checkpoint?.position ?? START,
    limit: BEHIND_COUNT_CAP,
  });
  return (
    events.length >= BEHIND_COUNT_CAP ||
    events.some((e) => {
      if (e.type !== 'PaymentRecorded') return false;
      const data = e.data as { paymentId?: unknown; branchId?: unknown };
      return (
        data.paymentId === paymentId &&
        (branches === null || branches.includes(String(data.branchId)))
      );
    })
  );
}
