import type { Knex } from 'knex';
import { START, type GlobalPosition } from '@gym/contracts';

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
  await trx.raw('select pg_notify(?, ?)', [CHECKPOINT_CHANNEL, projector]);
}

export const startCheckpoint = (version: number): Checkpoint => ({ position: START, version });
