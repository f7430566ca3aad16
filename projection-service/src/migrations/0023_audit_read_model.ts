import type { Knex } from 'knex';

/**
 * The audit read model: one row per change an owner reads (every domain event but receipt
 * counters and reservations), with who, when, what it concerns and the fields it changed; and
 * the audit projector's own memory of each entity's last known details, for "before" values.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('audit_entries', (t) => {
    t.bigInteger('commit_position').notNullable();
    t.bigInteger('prepare_position').notNullable();
    t.text('stream_id').notNullable();
    t.bigInteger('revision').notNullable();
    t.text('entity_kind').notNullable();
    t.uuid('entity_id').notNullable();
    t.uuid('member_id');
    t.text('event_type').notNullable();
    t.text('kind').notNullable();
    t.uuid('actor_user_id');
    t.timestamp('occurred_at', { useTz: true }).notNullable();
    t.text('subject');
    t.jsonb('data').notNullable();
    t.jsonb('changes').notNullable();
    t.primary(['commit_position', 'prepare_position']);
  });
  // Newest first per page (backward scans of these): an entity, a stream, a member; the whole
  // gym by time, and by time per actor and per kind for the audit log's filters.
  await knex.raw(`
    create index audit_entries_entity_idx on audit_entries (entity_id, commit_position, prepare_position);
    create index audit_entries_stream_idx on audit_entries (stream_id, commit_position, prepare_position);
    create index audit_entries_member_idx on audit_entries (member_id, commit_position, prepare_position)
      where member_id is not null;
    create index audit_entries_time_idx on audit_entries (occurred_at, commit_position, prepare_position);
    create index audit_entries_actor_idx on audit_entries (actor_user_id, occurred_at, commit_position, prepare_position);
    create index audit_entries_kind_idx on audit_entries (kind, occurred_at, commit_position, prepare_position);
  `);
  await knex.schema.createTable('audit_subjects', (t) => {
    t.uuid('id').primary();
    t.text('entity_kind').notNullable();
    t.uuid('member_id');
    t.text('name');
    t.jsonb('details').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_subjects');
  await knex.schema.dropTable('audit_entries');
}
