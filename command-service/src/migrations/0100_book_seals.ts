import type { Knex } from 'knex';

/**
 * The books' seals (docs/architecture.md "Seals"): each event's hash as the sealer hashed it, in
 * commit order, with the chain's head after it and its ordinal, so verify-books can name the
 * first event that no longer matches and a seal costs a lookup, not a count. Written by the
 * sealer in the transaction of its checkpoint. `book_checks`: the last verification the System
 * Status page started, and the morning digests sent (one row per gym day).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create table book_event_hashes (
      commit_position bigint not null,
      prepare_position bigint not null,
      sequence bigint not null,
      event_id text not null,
      stream_id text not null,
      event_type text not null,
      event_hash bytea not null,
      chain_head bytea not null,
      primary key (commit_position, prepare_position)
    );
    create table book_checks (
      id text primary key,
      state text not null check (state in ('running', 'done', 'failed')),
      digest text,
      started_at timestamptz not null,
      finished_at timestamptz,
      result jsonb,
      error text
    );
    create table book_digests_sent (
      gym_date date primary key,
      seal_number integer not null,
      sent_at timestamptz not null default now()
    );
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'drop table book_event_hashes; drop table book_checks; drop table book_digests_sent;',
  );
}
