import type { Knex } from 'knex';
import { MAIN_BRANCH_ID, type MembershipEvent } from '@gym/contracts';
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

/**
 * A batch's changes in multi-row INSERTs (a rebuild replays the whole log), and in the same
 * statement each membership's standing books moved by the changes that were new (a replayed
 * event is neither inserted nor counted again).
 */
async function insertChanges(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const rows = events.map((event) => {
    const e = event as ProjectedEvent<LedgerEvent>;
    const [total, paid] = deltas(e);
    return {
      membership_id: e.data.membershipId,
      revision: e.revision.toString(),
      occurred_at: e.metadata.occurredAt,
      total_delta_paise: total,
      paid_delta_paise: paid,
    };
  });
  // A membership's books are its selling branch's: its first change (its creation) says which.
  const soldAt = new Map<string, string>();
  for (const event of events) {
    const e = event as ProjectedEvent<LedgerEvent>;
    if (e.type === 'MembershipCreated') soldAt.set(e.data.membershipId, e.data.branchId);
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    const inserted = trx('membership_ledger_changes')
      .insert(rows.slice(i, i + CHUNK))
      .onConflict(['membership_id', 'revision'])
      .ignore()
      .returning(['membership_id', 'occurred_at', 'total_delta_paise', 'paid_delta_paise']);
    await trx.raw(
      `with inserted as (?)
       insert into membership_ledger_balances as b
              (membership_id, total_paise, paid_paise, first_change_at, branch_id)
       select i.membership_id, sum(total_delta_paise), sum(paid_delta_paise), min(occurred_at),
              coalesce(min(s.branch_id::text)::uuid, ?::uuid)
         from inserted i
         left join unnest(?::uuid[], ?::uuid[]) as s(membership_id, branch_id)
           on s.membership_id = i.membership_id
        group by i.membership_id
       on conflict (membership_id) do update
          set total_paise = b.total_paise + excluded.total_paise,
              paid_paise = b.paid_paise + excluded.paid_paise,
              first_change_at = least(b.first_change_at, excluded.first_change_at)`,
      [inserted, MAIN_BRANCH_ID, [...soldAt.keys()], [...soldAt.values()]],
    );
  }
}

/** The books' changes over time, for "balances as of" a past day (the event log, summed). */
export const ledgerProjector: Projector = {
  name: 'ledger',
  // 2: each membership's books by the branch that sold it.
  version: 2,
  tables: ['membership_ledger_changes', 'membership_ledger_balances'],
  handles: ['MembershipCreated', 'PaymentRecorded', 'PaymentVoided', 'PaymentRefunded'],
  apply(trx, event) {
    return insertChanges(trx, [event]);
  },
  applyBatch: insertChanges,
};
