import pg from 'pg';

/**
 * A LISTEN connection that reconnects after a failure. `onNotify` is also called after every
 * (re)connect, since notifications sent while it was down are lost.
 */
export function createListener(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
) {
  let client: pg.Client | undefined;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onNotify(msg.payload ?? '');
    });
    c.on('error', () => reconnectSoon());
    c.on('end', () => reconnectSoon());
    await c.connect();
    await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = c;
    onNotify('');
  }

  function reconnectSoon() {
    if (closed || retryTimer) return;
    client = undefined;
    connecting = undefined;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void ready().catch(() => reconnectSoon());
    }, 500);
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
