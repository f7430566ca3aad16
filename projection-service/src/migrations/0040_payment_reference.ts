import type { Knex } from 'knex';

/** A UPI or bank transfer's own id, as the desk noted it (none on earlier payments). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('reference', 64);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.dropColumn('reference');
  });
}
