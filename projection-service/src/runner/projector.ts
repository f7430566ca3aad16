import type { Knex } from 'knex';
import type { DomainEvent, EventType, RecordedEvent } from '@gym/contracts';

/** A recorded event whose data has been validated against its schema. */
export type ProjectedEvent<T extends DomainEvent = DomainEvent> = T extends DomainEvent
  ? RecordedEvent<T['type'], T['data']>
  : never;

/**
 * Keeps one read model. `apply` runs inside the runner's transaction, which also advances the
 * checkpoint, so an event is applied exactly once. Bump `version` when the tables change shape:
 * the runner then rebuilds the read model.
 */
export interface Projector {
  name: string;
  version: number;
  /** The tables this projector alone writes (rebuild replaces them). */
  tables: readonly string[];
  handles: readonly EventType[];
  /**
   * The indexes (besides keys) that applying events reads through, as `table (column, …)`: a plain
   * btree index on exactly those columns. A rebuild keeps them while it loads, and builds the
   * table's other indexes once, after the load (index names differ between databases).
   */
  lookups?: readonly string[];
  apply(trx: Knex.Transaction, event: ProjectedEvent): Promise<void>;
  /** When given, the runner hands it a batch's handled events at once (in log order) instead. */
  applyBatch?(trx: Knex.Transaction, events: readonly ProjectedEvent[]): Promise<void>;
}
