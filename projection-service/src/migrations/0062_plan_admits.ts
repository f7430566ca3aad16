import type { Knex } from 'knex';

/** Where a plan's memberships admit (`PlanAdmits` as JSON); the projector's new version fills it. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => {
    t.jsonb('admits')
      .notNullable()
      .defaultTo(JSON.stringify({ kind: 'home' }));
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('plans', (t) => t.dropColumn('admits'));
}
