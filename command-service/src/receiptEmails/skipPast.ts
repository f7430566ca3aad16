import type { Knex } from 'knex';
import { REACTOR_CHECKPOINT_VERSION } from '@gym/projection-service';

/** The reactor's name in projection_checkpoints and projection_failures. */
export const RECEIPT_EMAILS = 'receipt-emails';

/**
 * Moves the receipt-e-mail reactor past every event already in the PostgreSQL log (the store
 * whose table is here), so those payments are never e-mailed: for the upgrade that brings the
 * reactor (earlier payments had their receipt job) and for bulk loads (which send no receipts).
 * Never moves it back. With EventStoreDB the log is elsewhere: nothing is skipped.
 */
export async function skipReceiptEmailsOfPastEvents(db: Knex): Promise<void> {
  if (!(await db.schema.hasTable('events'))) return;
  await db.raw(
    `insert into projection_checkpoints (projector, commit_position, prepare_position, version)
     select ?, transaction_id::text::bigint, global_position, ?
       from events order by transaction_id desc, global_position desc limit 1
     on conflict (projector) do update
       set commit_position = excluded.commit_position,
           prepare_position = excluded.prepare_position,
           updated_at = now()
       where (projection_checkpoints.commit_position, projection_checkpoints.prepare_position)
           < (excluded.commit_position, excluded.prepare_position)`,
    [RECEIPT_EMAILS, REACTOR_CHECKPOINT_VERSION],
  );
}
