import type { Logger } from './logger';

/** SQLSTATEs of a server going away: admin shutdown, crash shutdown, cannot connect now. */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
/** Socket failures on the way to (or from) the database. */
const SOCKET_GONE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** What node-postgres and knex say when the connection went, or none could be had in time. */
const GONE_MESSAGE =
  /Connection terminated|connection error and is not queryable|Timeout acquiring a connection/i;

/**
 * True when `error` (or what caused it) is the database connection being lost or refused: a
 * restart, a failover, a network reset. Such a failure is transient and no fault of the request:
 * it is answered 503 and retried, never recorded as a failure of the data.
 */
export function isConnectionLost(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || SERVER_GONE.has(code) || SOCKET_GONE.has(code)) return true;
  }
  if (GONE_MESSAGE.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isConnectionLost(e, depth + 1)))
    return true;
  return isConnectionLost(error.cause, depth + 1);
}

/**
 * One warn line when a connection of `what` is lost (however many of its connections go at
 * once), and one info line when a new one is made after that.
 */
export function connectionWatch(logger: Logger | undefined, what: string) {
  let down = false;
  return {
    lost(error: unknown) {
      if (down) return;
      down = true;
      logger?.warn({ err: error, connection: what }, 'database connection lost: reconnecting');
    },
    restored() {
      if (!down) return;
      down = false;
      logger?.info({ connection: what }, 'database connection restored');
    },
  };
}
