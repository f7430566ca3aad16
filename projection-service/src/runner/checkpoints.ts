import type { Knex } from 'knex';
import {
  START,
  comparePositions,
  decodePosition,
  encodePosition,
  type GlobalPosition,
} from '@gym/contracts';

export const CHECKPOINT_CHANNEL = 'projection_checkpoints';

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

/** Saves the checkpoint and tells waiting readers (delivered when the transaction commits). */
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
  await trx.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, notice(projector, checkpoint)]);
}

export const startCheckpoint = (version: number): Checkpoint => ({ position: START, version });
