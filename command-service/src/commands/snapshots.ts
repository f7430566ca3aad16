import type { Db } from '@gym/platform';

/** A stream folded up to `revision`, with what a command answers about the stream. */
export interface StreamView<State> {
  state: State;
  /** Revision and position of the stream's last event; null for no stream. */
  revision: bigint | null;
  position: string | null;
  createdAt: string | null;
  updatedAt: string | null;
}

export interface SnapshotStore {
  load(
    streamId: string,
    kind: { kind: string; version: number },
  ): Promise<StreamView<unknown> | null>;
  save(
    streamId: string,
    kind: { kind: string; version: number },
    view: StreamView<unknown>,
  ): Promise<void>;
}

interface SnapshotRow {
  stream_id: string;
  kind: string;
  version: number;
  revision: string;
  state: { state: unknown; position: string; createdAt: string; updatedAt: string };
}

/** Snapshots in PostgreSQL: a cache beside the event store, never the truth. */
export function createSnapshotStore(db: Db): SnapshotStore {
  return {
    async load(streamId, { kind, version }) {
      const row = await db<SnapshotRow>('aggregate_snapshots')
        .where({ stream_id: streamId })
        .first();
      if (!row || row.kind !== kind || row.version !== version) return null;
      const { state, position, createdAt, updatedAt } = row.state;
      return { state, revision: BigInt(row.revision), position, createdAt, updatedAt };
    },
    async save(streamId, { kind, version }, view) {
      if (view.revision === null) return;
      await db('aggregate_snapshots')
        .insert({
          stream_id: streamId,
          kind,
          version,
          revision: view.revision.toString(),
          state: JSON.stringify({
            state: view.state,
            position: view.position,
            createdAt: view.createdAt,
            updatedAt: view.updatedAt,
          }),
          taken_at: db.fn.now(),
        })
        .onConflict('stream_id')
        // A slower writer never replaces a newer snapshot with an older one.
        .merge()
        .where('aggregate_snapshots.revision', '<', view.revision.toString());
    },
  };
}
