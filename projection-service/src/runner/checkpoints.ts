import type { Knex } from 'knex';
import {
  START,
  comparePositions,
  decodePosition,
  encodePosition,
  type GlobalPosition,
} from '@gym/contracts';

export const CHECKPOINT_CHANNEL = 'projection_checkpoints';
/** The payload on the checkpoint channel that says a projector started or stopped failing. */
export const FAILURES_NOTICE = 'failures';

interface CheckpointRow {
  projector: string;
  commit_position: string;
  prepare_position: string;
  version: number;
}

export interface Checkpoint {
  position: GlobalPosition;
  version: number;
}

const toCheckpoint = (row: CheckpointRow): Checkpoint => ({
  position: { commit: BigInt(row.commit_position), prepare: BigInt(row.prepare_position) },
  version: row.version,
});

export async function loadCheckpoint(db: Knex, projector: string): Promise<Checkpoint | null> {
  const row = await db<CheckpointRow>('projection_checkpoints').where({ projector }).first();
  return row ? toCheckpoint(row) : null;
}

export async function loadAllCheckpoints(db: Knex): Promise<Map<string, GlobalPosition>> {
  const rows = await db<CheckpointRow>('projection_checkpoints').select();
  return new Map(rows.map((r) => [r.projector, toCheckpoint(r).position]));
}

/** Every saved checkpoint with when it was saved (for the system status). */
export async function loadCheckpointDetails(
  db: Knex,
): Promise<Map<string, Checkpoint & { updatedAt: Date }>> {
  const rows = await db<CheckpointRow & { updated_at: Date }>('projection_checkpoints').select();
  return new Map(rows.map((r) => [r.projector, { ...toCheckpoint(r), updatedAt: r.updated_at }]));
}

/** What saveCheckpoint's NOTIFY says: the projector and where it now is. */
export function parseCheckpointNotice(
  payload: string,
): { projector: string; position: GlobalPosition } | null {
  const [projector, encoded] = payload.split(' ');
  const position = encoded ? decodePosition(encoded) : null;
  return projector && position ? { projector, position } : null;
}

export function sameCheckpoint(a: Checkpoint | null, b: Checkpoint | null): boolean {
  if (!a || !b) return a === b;
  return comparePositions(a.position, b.position) === 0;
}

const notice = (projector: string, checkpoint: Checkpoint) =>
  `${projector} ${encodePosition(checkpoint.position)}`;

/** Tells waiting readers that the projector has passed a position it had nothing to apply up to. */
export async function announceCheckpoint(
  db: Knex,
  projector: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await db.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, notice(projector, checkpoint)]);
}

/**
 * Saves the checkpoint and tells waiting readers (delivered when the transaction commits). A
 * recorded failure of the projector at or before this position is over: it goes in the same
 * transaction.
 */
export async function saveCheckpoint(
  trx: Knex.Transaction,
  projector: string,
  checkpoint: Checkpoint,
): Promise<void> {
  await trx('projection_checkpoints')
    .insert({
      projector,
      commit_position: checkpoint.position.commit.toString(),
      prepare_position: checkpoint.position.prepare.toString(),
      version: checkpoint.version,
      updated_at: trx.fn.now(),
    })
    .onConflict('projector')
    .merge();
  const { commit, prepare } = checkpoint.position;
  await trx.raw(
    `with gone as (
       delete from projection_failures
       where projector = ?
         and (commit_position is null or (commit_position, prepare_position) <= (?::bigint, ?::bigint))
       returning 1
     )
     select pg_notify(?, ?), (select pg_notify(?, ?) from gone limit 1)`,
    [
      projector,
      commit.toString(),
      prepare.toString(),
      CHECKPOINT_CHANNEL,
      notice(projector, checkpoint),
      CHECKPOINT_CHANNEL,
      FAILURES_NOTICE,
    ],
  );
}

export const startCheckpoint = (version: number): Checkpoint => ({ position: START, version });
