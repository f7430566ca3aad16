import type { Knex } from 'knex';

/** The append-only event log. Commit order is (transaction_id, global_position); see eventStore/postgres.ts. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table events (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      stream_id text not null,
      stream_revision bigint not null,
      event_id uuid not null,
      event_type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      constraint events_stream_revision_key unique (stream_id, stream_revision),
      constraint events_event_id_key unique (event_id)
    );
    create index events_commit_order_idx on events (transaction_id, global_position);

    create function events_are_facts() returns trigger language plpgsql as $$
    begin
      raise exception 'events are never updated or deleted (% refused)', tg_op;
    end $$;
    create trigger events_no_update_or_delete before update or delete on events
      for each row execute function events_are_facts();
    create trigger events_no_truncate before truncate on events
      for each statement execute function events_are_facts();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop table events; drop function events_are_facts();');
}
