import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** A TCP proxy to Redis that a test can cut and restore, as if Redis went away and came back. */
export async function startRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  async function listen() {
    server = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  }

  async function cut() {
    const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
    for (const s of sockets) s.destroy();
    await closed;
  }

  await listen();
  return {
    url: `redis://127.0.0.1:${port}`,
    cut,
    restore: listen,
    close: cut,
  };
}
