import pg from 'pg';
import { connectionWatch } from '../connectionLoss';
import type { Logger } from '../logger';

/** The first wait before reconnecting, doubled on each failed attempt up to the longest. */
const FIRST_RETRY_MS = 250;
const LONGEST_RETRY_MS = 5_000;

/**
 * A LISTEN connection that reconnects after a failure (a database restart, a failover, a network
 * reset), with a growing wait between attempts. `onNotify` is also called after every
 * (re)connect, since notifications sent while it was down are lost: readers then look again.
 */
export function createListener(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
  options: { logger?: Logger; name?: string } = {},
) {
  const watch = connectionWatch(options.logger, options.name ?? `LISTEN ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failedAttempts = 0;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString });
    // Only the current connection's end starts a reconnect: a late 'end' of one already
    // replaced must not drop its successor.
    const lost = (error?: unknown) => {
      if (closed || (client !== undefined && client !== c)) return;
      watch.lost(error ?? new Error('LISTEN connection ended'));
      reconnectSoon(c);
    };
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      c.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    client = c;
    failedAttempts = 0;
    watch.restored();
    onNotify('');
  }

  function reconnectSoon(broken?: pg.Client) {
    if (closed || retryTimer) return;
    if (broken && client === broken) {
      client = undefined;
      connecting = undefined;
      broken.end().catch(() => undefined);
    }
    const delay = Math.min(FIRST_RETRY_MS * 2 ** failedAttempts, LONGEST_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void ready().catch((error: unknown) => {
        failedAttempts += 1;
        watch.lost(error);
        reconnectSoon();
      });
    }, delay);
  }

  function ready(): Promise<void> {
    if (closed) return Promise.resolve();
    connecting ??= connect().catch((error: unknown) => {
      connecting = undefined;
      throw error;
    });
    return connecting;
  }

  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
