import type { Knex } from 'knex';

/** Who corrected a payment (void or refund) and when; the projector fills them on rebuild. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.uuid('corrected_by');
    t.timestamp('corrected_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('corrected_by');
    t.dropColumn('corrected_at');
  });
}
