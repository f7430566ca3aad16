import type { Knex } from 'knex';
import type { EventStore, EventType, RecordedEvent } from '@gym/contracts';
import { parseEvents } from './applyBatch';
import type { ProjectedEvent, Projector } from './projector';

/** What a reactor acts with. */
export interface ReactorContext {
  /** The transaction that advances the reactor's checkpoint: work recorded in it commits with it. */
  trx: Knex.Transaction;
  /** The log, for a reactor that reads streams or appends (outside `trx`: see Reactor). */
  store: EventStore;
}

/**
 * Acts on what happened, after the write: reads the log from its own checkpoint and appends
 * events (receipt numbers) or records work to send (receipt e-mails). The runner runs it as it
 * runs projectors (same loop, lock, checkpoint table, failures and health), with two differences:
 *
 * - It keeps no read model, so nothing ever rebuilds it: no version, no tables, never replayed by
 *   `npm run rebuild` (acting again on the whole log would issue receipt numbers again, or e-mail
 *   every receipt).
 * - `react` runs in the transaction that advances its checkpoint, so what it records in `trx` is
 *   recorded exactly once. An append to the store cannot join that transaction: after a crash
 *   between the append and the checkpoint the same events come again, and the reactor must find
 *   that it already appended (from the stream it appends to, or by deterministic event ids, which
 *   the store takes once) and append nothing.
 */
export interface Reactor {
  kind: 'reactor';
  name: string;
  handles: readonly EventType[];
  /** The handled events of a batch, in log order, validated against their schemas. */
  react(events: readonly ProjectedEvent[], context: ReactorContext): Promise<void>;
  /**
   * When present, called instead of `react` with every event of each batch as stored (unparsed,
   * whatever its type): the books' sealer hashes the log byte for byte.
   */
  reactToLog?(events: readonly RecordedEvent[], context: ReactorContext): Promise<void>;
}

/** What the runner runs: projectors keep read models, reactors act. */
export type Follower = Projector | Reactor;

export const isReactor = (follower: Follower): follower is Reactor =>
  (follower as Partial<Reactor>).kind === 'reactor';

/**
 * The version a reactor's checkpoint row carries. Never compared: a reactor is never rebuilt, so
 * its checkpoint only moves on.
 */
export const REACTOR_CHECKPOINT_VERSION = 1;

/** Hands the reactor the events of the batch it handles (nothing when there are none). */
export async function reactTo(
  context: ReactorContext,
  reactor: Reactor,
  events: readonly RecordedEvent[],
): Promise<void> {
  if (reactor.reactToLog) {
    if (events.length) await reactor.reactToLog(events, context);
    return;
  }
  const handled = parseEvents(events, (type) => reactor.handles.includes(type as EventType));
  if (handled.length) await reactor.react(handled, context);
}
