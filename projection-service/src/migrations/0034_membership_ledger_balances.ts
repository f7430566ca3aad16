import type { Knex } from 'knex';

/**
 * Each membership's books as they stand (the sum of its ledger changes) and when they began,
 * kept by the ledger projector with its changes. "Balances as of" a day is these less the
 * changes since that day's end: a recent day reads the few changes after it, not the whole
 * ledger. Filled here from the changes already projected.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_ledger_balances', (t) => {
    t.uuid('membership_id').primary();
    t.bigInteger('total_paise').notNullable();
    t.bigInteger('paid_paise').notNullable();
    t.timestamp('first_change_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    insert into membership_ledger_balances (membership_id, total_paise, paid_paise, first_change_at)
    select membership_id, sum(total_delta_paise), sum(paid_delta_paise), min(occurred_at)
      from membership_ledger_changes
     group by membership_id`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_ledger_balances');
}
