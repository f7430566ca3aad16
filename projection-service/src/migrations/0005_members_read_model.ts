import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('members', (t) => {
    t.uuid('id').primary();
    t.uuid('user_id').index();
    t.text('first_name').notNullable();
    t.text('last_name').notNullable();
    t.text('email').notNullable();
    t.text('phone').notNullable();
    t.text('whatsapp');
    t.date('date_of_birth');
    t.text('gender');
    t.text('address').notNullable();
    t.text('emergency_contact').notNullable();
    t.text('emergency_phone').notNullable();
    t.text('status').notNullable();
    t.date('join_date').notNullable();
    t.boolean('removed').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.raw(`
    create index members_status_idx on members (status) where not removed;
    create index members_email_lower_idx on members (lower(email));
    create index members_name_lower_idx on members (lower(first_name), lower(last_name));
    create index members_created_idx on members (created_at);
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('members');
}
