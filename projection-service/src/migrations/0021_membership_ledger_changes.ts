import type { Knex } from 'knex';

/**
 * Every change to a membership's books, one row per event of its stream: what it added to the
 * total and to what is paid, and when. "Balances as of" sums the rows up to a day's end.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('membership_ledger_changes', (t) => {
    t.uuid('membership_id').notNullable();
    t.bigInteger('revision').notNullable();
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.bigInteger('total_delta_paise').notNullable();
    t.bigInteger('paid_delta_paise').notNullable();
    t.primary(['membership_id', 'revision']);
  });
  await knex.raw(
    `create index membership_ledger_changes_at_idx on membership_ledger_changes (occurred_at)
       include (membership_id, total_delta_paise, paid_delta_paise)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_ledger_changes');
}
