import type { Knex } from 'knex';

/**
 * Each audit entry's branch (issue 24), so a branch manager's audit log and a history hold only
 * their branches' changes: a member's entry is their home branch's, a membership's its selling
 * branch's, a payment's its receiving branch's, a visit the desk's, a branch's its own; changes to
 * plans, accounts and the business's settings belong to no branch (null: the owner's alone). The
 * audit projector remembers each member's, membership's and payment's branch
 * (`audit_entity_branches`); its new version rebuilds both.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('audit_entries', (t) => {
    t.uuid('branch_id');
  });
  await knex.raw(
    `create index audit_entries_branch_time_idx on audit_entries
       (branch_id, occurred_at, commit_position, prepare_position)`,
  );
  await knex.schema.createTable('audit_entity_branches', (t) => {
    t.uuid('id').primary();
    t.uuid('branch_id').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('audit_entity_branches');
  await knex.raw('drop index if exists audit_entries_branch_time_idx');
  await knex.schema.alterTable('audit_entries', (t) => t.dropColumn('branch_id'));
}
