import type { Knex } from 'knex';

/** Frozen periods of memberships (the memberships projector's), and a plan's freeze limit. */
export async function up(knex: Knex): Promise<void> {
  // One row per freeze, keyed by its event's revision in the membership stream: a freeze ended
  // before it began may be followed by another from the same day.
  await knex.schema.createTable('membership_freezes', (t) => {
    t.uuid('membership_id').notNullable();
    t.bigInteger('revision').notNullable();
    t.date('from_date').notNullable();
    t.integer('days').notNullable();
    t.text('reason').notNullable();
    t.uuid('frozen_by');
    t.timestamp('frozen_at', { useTz: true }).notNullable();
    t.date('unfrozen_on');
    t.integer('returned_days').notNullable().defaultTo(0);
    t.primary(['membership_id', 'revision']);
  });
  await knex.schema.alterTable('plans', (t) => {
    t.integer('max_freeze_days');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('membership_freezes');
  await knex.schema.alterTable('plans', (t) => {
    t.dropColumn('max_freeze_days');
  });
}
