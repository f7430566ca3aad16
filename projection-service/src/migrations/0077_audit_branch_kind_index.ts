import type { Knex } from 'knex';

/**
 * A branch's audit log filtered by kind (a manager's "Voids and refunds"): an index that leads
 * with both, so the page and its count walk only that branch's entries of that kind, newest first.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `create index if not exists audit_entries_branch_kind_time_idx on audit_entries
       (branch_id, kind, occurred_at, commit_position, prepare_position)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists audit_entries_branch_kind_time_idx');
}
