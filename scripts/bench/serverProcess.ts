import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import { startCommandServiceWithStorage } from '@gym/command-service';
import { createLogger } from '@gym/platform';
import type { FromServer, ToServer } from './server';

/**
 * The product under test, in a process of its own (spawned by server.ts) so that its memory and
 * CPU are its own: the all-in-one mode of `npm start` on BENCH_SERVER_DATABASE_URL, on a free
 * loopback port, with the demo accounts, the projectors and the jobs in this process.
 */
async function main() {
  const databaseUrl = process.env.BENCH_SERVER_DATABASE_URL;
  if (!databaseUrl || !process.send) throw new Error('serverProcess.ts is started by server.ts');
  const send = (message: FromServer) => process.send?.(message);
  const logger = createLogger({
    level: process.env.BENCH_SERVER_LOG_LEVEL ?? 'warn',
    name: 'server',
  });
  const service = await startCommandServiceWithStorage({
    databaseUrl,
    port: 0,
    host: '127.0.0.1',
    logger,
    runProjections: true,
    demoAccounts: true,
    timeZone: DEFAULT_TIME_ZONE,
    gym: { name: 'Bench Gym', address: '1 MG Road, Bengaluru', phone: '+91 80 0000 0000' },
    jobs: { worker: true, mailFrom: 'bench@example.com' },
  });

  let closing: Promise<void> | undefined;
  const stop = () =>
    (closing ??= service.close().finally(() => {
      send({ type: 'stopped' });
      process.disconnect?.();
      process.exit(0);
    }));

  process.on('message', (message: ToServer) => {
    if (message.type === 'memory') {
      const usage = process.memoryUsage();
      send({
        type: 'memory',
        rss: usage.rss,
        heapUsed: usage.heapUsed,
        maxRss: process.resourceUsage().maxRSS * 1024,
      });
    } else if (message.type === 'stop') void stop();
  });
  // The bench went away without saying so: do not linger.
  process.on('disconnect', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => undefined);
  send({ type: 'ready', url: service.url });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
