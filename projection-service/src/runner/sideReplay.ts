import type { Knex } from 'knex';
import {
  comparePositions,
  type EventStore,
  type EventType,
  type GlobalPosition,
  type RecordedEvent,
} from '@gym/contracts';
import { applyBatch, applyParsed, parseEvents } from './applyBatch';
import { EventFailure } from './failures';
import type { ProjectedEvent, Projector } from './projector';

export interface SideReplayDeps {
  db: Knex;
  store: EventStore;
  /** Each one's tables already copied, empty, into its side schema. */
  projectors: readonly Projector[];
  schemaOf: (projector: Projector) => string;
  pageSize: number;
  /** After each page, with its events. */
  onPage?: (events: number) => void;
}

/** The events after `after`, up to and including `upTo`. */
export interface ReplayWindow {
  after: GlobalPosition;
  upTo: GlobalPosition;
}

export interface SideReplay {
  /**
   * Applies every event after `from`, page by page (the next read overlaps the writes), each page
   * to every projector in its own transaction in parallel, or all in `trx` one after another.
   * With `windows`, a projector gets only the events in its window (none without one), and
   * reading stops at the last window's end. Returns the last position read.
   */
  replay(
    from: GlobalPosition,
    options?: { trx?: Knex.Transaction; windows?: ReadonlyMap<string, ReplayWindow> },
  ): Promise<GlobalPosition>;
  /** Milliseconds each projector spent applying pages. */
  applyMs(): ReadonlyMap<string, number>;
}

const latest = (positions: Iterable<GlobalPosition>) =>
  [...positions].reduce<GlobalPosition | null>(
    (a, b) => (a === null || comparePositions(b, a) > 0 ? b : a),
    null,
  );

/** The events of a page (in log order) in the window; all of them without windows. */
function inWindow<T extends { position: GlobalPosition }>(
  events: readonly T[],
  windows: ReadonlyMap<string, ReplayWindow> | undefined,
  projector: string,
): readonly T[] {
  if (!windows) return events;
  const window = windows.get(projector);
  if (!window) return [];
  return events.filter(
    (e) =>
      comparePositions(e.position, window.after) > 0 &&
      comparePositions(e.position, window.upTo) <= 0,
  );
}

/**
 * Replays the log into projectors' side schemas (a rebuild's fresh tables, the books check's
 * scratch copies): writes go to the side schema, reads of other tables still find public's.
 */
export function createSideReplay(deps: SideReplayDeps): SideReplay {
  const { db, store, projectors, schemaOf } = deps;
  const wanted = new Set<string>(projectors.flatMap((p) => p.handles));
  const applyMs = new Map<string, number>(projectors.map((p) => [p.name, 0]));

  async function withSchema(t: Knex.Transaction, projector: Projector, write: () => Promise<void>) {
    await t.raw(`select set_config('search_path', ?, true)`, [`${schemaOf(projector)}, public`]);
    await write();
    await t.raw(`select set_config('search_path', 'public', true)`);
  }

  /** A page failed (and rolled back): applies it one event at a time, to name the one at fault. */
  async function applyOneByOne(projector: Projector, events: readonly RecordedEvent[]) {
    for (const event of events) {
      if (!projector.handles.includes(event.type as EventType)) continue;
      try {
        await db.transaction((t) =>
          withSchema(t, projector, () => applyBatch(t, projector, [event])),
        );
      } catch (error) {
        throw new EventFailure(event, error);
      }
    }
  }

  /** Applies a page to one projector: validated once for all (null when one event is invalid). */
  function applyPage(
    t: Knex.Transaction,
    projector: Projector,
    events: readonly RecordedEvent[],
    parsed: readonly ProjectedEvent[] | null,
  ) {
    const t0 = performance.now();
    return withSchema(t, projector, () =>
      parsed ? applyParsed(t, projector, parsed) : applyBatch(t, projector, events),
    ).finally(() => {
      applyMs.set(projector.name, applyMs.get(projector.name)! + performance.now() - t0);
    });
  }

  function parse(events: readonly RecordedEvent[]): ProjectedEvent[] | null {
    try {
      return parseEvents(events, (type) => wanted.has(type));
    } catch {
      return null;
    }
  }

  async function replay(
    from: GlobalPosition,
    options: { trx?: Knex.Transaction; windows?: ReadonlyMap<string, ReplayWindow> } = {},
  ): Promise<GlobalPosition> {
    const { trx, windows } = options;
    const last = windows ? latest([...windows.values()].map((w) => w.upTo)) : null;
    let position = from;
    if (windows && (!last || comparePositions(last, from) <= 0)) return position;
    let next = store.readAll({ after: position, limit: deps.pageSize });
    for (;;) {
      const page = await next;
      const events = last ? page.filter((e) => comparePositions(e.position, last) <= 0) : page;
      if (events.length === 0) return position;
      position = events[events.length - 1]!.position;
      const more = events.length === page.length;
      if (more) {
        next = store.readAll({ after: position, limit: deps.pageSize });
        // Holds off an unhandled rejection while this page is applied; awaited above next time.
        next.catch(() => undefined);
      }
      const parsed = parse(events);
      const pages = projectors.map((projector) => ({
        projector,
        events: inWindow(events, windows, projector.name),
        parsed: parsed && inWindow(parsed, windows, projector.name),
      }));
      if (trx) {
        for (const p of pages) await applyPage(trx, p.projector, p.events, p.parsed);
      } else {
        // A projector with nothing in this page has nothing to write (its tables start empty).
        const busy = pages.filter((p) =>
          p.parsed
            ? p.parsed.some((e) => p.projector.handles.includes(e.type))
            : p.events.length > 0,
        );
        await Promise.all(
          busy.map((p) =>
            db
              .transaction((t) => applyPage(t, p.projector, p.events, p.parsed))
              .catch(() => applyOneByOne(p.projector, p.events)),
          ),
        );
      }
      deps.onPage?.(events.length);
      if (!more) return position;
    }
  }

  return { replay, applyMs: () => applyMs };
}
