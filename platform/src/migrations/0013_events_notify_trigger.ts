import type { Knex } from 'knex';

/**
 * Every insert into `events` wakes the readers at commit (one NOTIFY per statement), so an append
 * is one statement whoever writes it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create function events_appended_notify() returns trigger language plpgsql as $$
    begin
      perform pg_notify('events_appended', '');
      return null;
    end $$;
    create trigger events_appended after insert on events
      for each statement execute function events_appended_notify();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger events_appended on events;
    drop function events_appended_notify();
  `);
}
