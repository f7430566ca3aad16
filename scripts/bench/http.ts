import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { startTestServer } from '../../command-service/src/testing/startTestServer';
import { createClient } from '../../command-service/src/testing/httpClient';
import {
  allProjectors,
  createDb,
  createLogger,
  createPostgresEventStore,
  rebuildProjector,
} from '@gym/projection-service';

/**
 * `npm run bench` (needs PostgreSQL; BENCH_DATABASE_URL, default the local server):
 * read-your-writes latency, payment throughput under concurrency, and rebuild time.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
}

async function main() {
  const name = `gym_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startTestServer({
    databaseUrl: url.toString(),
    jobs: { off: true, worker: true, mailFrom: 'x@y' },
  });
  try {
    const c = createClient(server.url);
    await c.login('admin', 'admin123');

    const ryw: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      const plan = await c.post('/api/subscription-plans', {
        name: `Bench ${i}`,
        price: '1000',
        duration: 30,
      });
      const list = await c.get('/api/subscription-plans');
      if (!list.body.some((x: { id: string }) => x.id === plan.body.id))
        throw new Error('read-your-writes missed');
      ryw.push(performance.now() - t);
    }
    ryw.sort((a, b) => a - b);
    console.log(
      `create plan + list it (read-your-writes), 200×: p50 ${percentile(ryw, 50)} ms, p95 ${percentile(ryw, 95)} ms`,
    );

    const planId = (
      await c.post('/api/subscription-plans', { name: 'Bench pay', price: '100000', duration: 365 })
    ).body.id;
    const memberships: string[] = [];
    for (let i = 0; i < 20; i++) {
      const member = await c.post('/api/members', {
        firstName: 'Bench',
        lastName: `Member ${i}`,
        email: `bench${i}@example.com`,
        phone: '9876543210',
        dateOfBirth: '1990-01-01',
        gender: 'other',
        address: '1 Bench Road, Pune',
        emergencyContact: 'Someone',
        emergencyPhone: '9876543211',
      });
      memberships.push(
        (await c.post('/api/memberships', { memberId: member.body.id, planId })).body.id,
      );
    }
    const total = 400;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        while (next < total) {
          const i = next++;
          const res = await c.post('/api/payments', {
            membershipId: memberships[i % memberships.length],
            amount: '10',
          });
          if (res.status !== 201) throw new Error(`payment ${i}: ${res.status} ${res.text}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${total} payments, 10 clients, 20 memberships: ${(total / seconds).toFixed(0)} payments/s (${seconds.toFixed(1)} s)`,
    );

    const db = createDb(url.toString());
    const store = createPostgresEventStore({ connectionString: url.toString() });
    const events = Number((await db('events').count('* as c').first())?.c);
    const t = performance.now();
    for (const projector of allProjectors)
      await rebuildProjector({ db, store, projector, logger: createLogger({ level: 'silent' }) });
    console.log(
      `rebuild of every read model from ${events} events: ${(performance.now() - t).toFixed(0)} ms`,
    );
    await store.close();
    await db.destroy();
  } finally {
    await server.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
