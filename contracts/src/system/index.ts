import { z } from 'zod';

/**
 * A projector or reactor that cannot get past an event (GET /api/health, GET /api/system/status).
 * `projector` names either: they share the runner, its failures table and this shape.
 */
export const projectionFailureDto = z.object({
  projector: z.string(),
  /** "commit/prepare" of the event it could not apply; null when it failed before one (reading the log). */
  position: z.string().nullable(),
  eventType: z.string().nullable(),
  streamId: z.string().nullable(),
  error: z.string(),
  /** Failed attempts at this event; the wait before the next one doubles with each. */
  attempts: z.number().int(),
  failingSince: z.string(),
  lastFailedAt: z.string(),
  nextRetryAt: z.string(),
});
export type ProjectionFailureDto = z.infer<typeof projectionFailureDto>;

export const HEALTH_STATUSES = ['ok', 'degraded', 'starting', 'failing', 'database down'] as const;

/** No more than this many events are counted behind a checkpoint. */
export const BEHIND_COUNT_CAP = 100;

/**
 * Health is `degraded` while a projector has not applied an event older than this: its read model
 * is behind (a projection service stopped or overloaded), though writes still go through.
 */
export const PROJECTION_LAG_LIMIT_SECONDS = 30;

/** How far one projector is behind the head of the log (GET /api/health). */
export const projectorLagDto = z.object({
  projector: z.string(),
  /**
   * Events it handles that it has not applied, among the BEHIND_COUNT_CAP events after its
   * checkpoint (`capped`: the log goes on past those).
   */
  behind: z.object({ events: z.number().int(), capped: z.boolean() }),
  /** When the oldest of those events was recorded; null when there is none. */
  oldestPendingAt: z.string().nullable(),
  /** Seconds since then: how stale its read model is (0 when up to date). */
  lagSeconds: z.number().int(),
});
export type ProjectorLagDto = z.infer<typeof projectorLagDto>;

/**
 * One reactor (what acts after a write: receipt numbers, receipt e-mails) in GET /api/health:
 * where it stands, how far behind (counted as a projector's lag) and why it stopped, if it did.
 */
export const reactorHealthDto = z.object({
  reactor: z.string(),
  /** Its checkpoint ("commit/prepare"); null before its first batch. */
  position: z.string().nullable(),
  behind: z.object({ events: z.number().int(), capped: z.boolean() }),
  oldestPendingAt: z.string().nullable(),
  lagSeconds: z.number().int(),
  /** The error it is failing with (its failure is in `projections` too); null while it is not. */
  lastError: z.string().nullable(),
});
export type ReactorHealthDto = z.infer<typeof reactorHealthDto>;

/**
 * GET /api/health. Public (load balancers, compose health checks): 200 when `ok`, or `degraded`
 * (a read model or reactor more than PROJECTION_LAG_LIMIT_SECONDS behind: this service still
 * takes writes), else 503.
 */
export const healthDto = z.object({
  status: z.enum(HEALTH_STATUSES),
  database: z.enum(['up', 'down']),
  /** Every failing projector and reactor, wherever it runs: what makes the status `failing`. */
  projections: z.array(projectionFailureDto),
  /** Every read model's projector's lag (empty while the database is down). */
  lag: z.array(projectorLagDto),
  /** The reactors this process knows (none in the projection service, which runs none). */
  reactors: z.array(reactorHealthDto),
});
export type HealthDto = z.infer<typeof healthDto>;

export const PROJECTOR_STATES = ['up to date', 'catching up', 'rebuilding', 'failing'] as const;
export type ProjectorState = (typeof PROJECTOR_STATES)[number];

/** One projector in GET /api/system/status (admin). */
export const projectorStatusDto = z.object({
  projector: z.string(),
  /** The version this service's code has; a checkpoint of another version means a rebuild is due. */
  version: z.number().int(),
  /** Where its read model stands; null before its first batch. */
  checkpoint: z
    .object({ position: z.string(), version: z.number().int(), updatedAt: z.string() })
    .nullable(),
  /** Events after the checkpoint, counted up to BEHIND_COUNT_CAP (`capped`: at least that many). */
  behind: z.object({ events: z.number().int(), capped: z.boolean() }),
  /** How old the oldest of those events is: how stale the read model is (0 when up to date). */
  lagSeconds: z.number().int(),
  state: z.enum(PROJECTOR_STATES),
  failure: projectionFailureDto.nullable(),
});
export type ProjectorStatusDto = z.infer<typeof projectorStatusDto>;

/** A reactor is never rebuilt: no `rebuilding`. */
export const REACTOR_STATES = ['up to date', 'catching up', 'failing'] as const;
export type ReactorState = (typeof REACTOR_STATES)[number];

/** One reactor in GET /api/system/status (admin): as a projector, without version or read model. */
export const reactorStatusDto = z.object({
  reactor: z.string(),
  /** Where it stands in the log; null before its first batch. */
  checkpoint: z.object({ position: z.string(), updatedAt: z.string() }).nullable(),
  /** Events it handles after the checkpoint, counted up to BEHIND_COUNT_CAP. */
  behind: z.object({ events: z.number().int(), capped: z.boolean() }),
  /** How old the oldest of those events is (0 when it has none waiting). */
  lagSeconds: z.number().int(),
  state: z.enum(REACTOR_STATES),
  failure: projectionFailureDto.nullable(),
});
export type ReactorStatusDto = z.infer<typeof reactorStatusDto>;

export const systemStatusDto = z.object({
  checkedAt: z.string(),
  /** The read models' projectors. */
  projections: z.array(projectorStatusDto),
  /** What acts after a write (receipt numbers, receipt e-mails). */
  reactors: z.array(reactorStatusDto),
});
export type SystemStatusDto = z.infer<typeof systemStatusDto>;
