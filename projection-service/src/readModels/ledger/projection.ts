import type { Knex } from 'knex';
import type { MembershipEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type LedgerEvent = Extract<
  MembershipEvent,
  { type: 'MembershipCreated' | 'PaymentRecorded' | 'PaymentVoided' | 'PaymentRefunded' }
>;

/** What an event changes in its membership's books: [total, paid] in paise. */
function deltas(e: ProjectedEvent<LedgerEvent>): [number, number] {
  switch (e.type) {
    case 'MembershipCreated':
      return [e.data.totalPaise, 0];
    case 'PaymentRecorded':
      return [0, e.data.amountPaise];
    case 'PaymentVoided':
    case 'PaymentRefunded':
      return [0, -e.data.amountPaise];
    default: {
      const unknown: never = e;
      throw new Error(`ledger projector cannot apply ${(unknown as { type: string }).type}`);
    }
  }
}

/** Rows per INSERT: five columns each, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

/** A batch's changes in multi-row INSERTs (a rebuild replays the whole log). */
async function insertChanges(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const rows = events.map((event) => {
    const e = event as ProjectedEvent<LedgerEvent>;
    const [total, paid] = deltas(e);
    return {
      membership_id: e.streamId.slice('membership-'.length),
      revision: e.revision.toString(),
      occurred_at: e.metadata.occurredAt,
      total_delta_paise: total,
      paid_delta_paise: paid,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx('membership_ledger_changes')
      .insert(rows.slice(i, i + CHUNK))
      .onConflict(['membership_id', 'revision'])
      .ignore();
  }
}

/** The books' changes over time, for "balances as of" a past day (the event log, summed). */
export const ledgerProjector: Projector = {
  name: 'ledger',
  version: 1,
  tables: ['membership_ledger_changes'],
  handles: ['MembershipCreated', 'PaymentRecorded', 'PaymentVoided', 'PaymentRefunded'],
  apply(trx, event) {
    return insertChanges(trx, [event]);
  },
  applyBatch: insertChanges,
};
