import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE } from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  type Db,
} from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { seedHistory } from '../../../scripts/seed/index';
import { commandServiceMigrations } from '../migrations';
import { catchUpReceiptNumbers } from '../payments/catchUpReceiptNumbers';
import type { RunningService } from '../server';
import { createClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';

describe('a bulk load e-mails no receipts; payments recorded after it do', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let server: RunningService | undefined;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 4 });
  });

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await database?.drop();
  });

  it('seeds a history with no product running, then starts the product with its jobs', async () => {
    await migrateToLatest(db, ...commandServiceMigrations);
    const store = createPostgresEventStore({ connectionString: database.url, poolMax: 2 });
    try {
      const summary = await seedHistory({
        members: 6,
        payments: 20,
        randomSeed: 3,
        store,
        today: '2026-06-01',
        timeZone: DEFAULT_TIME_ZONE,
      });
      await catchUpReceiptNumbers({
        db,
        store,
        connectionString: database.url,
        logger: createLogger({ level: 'silent' }),
        until: summary.lastPosition!,
      });
    } finally {
      await store.close();
    }
    const seeded = (
      await db('events')
        .where({ event_type: 'PaymentRecorded' })
        .select<{ id: string }[]>(db.raw(`data->>'paymentId' as id`))
    ).map((r) => r.id);
    expect(seeded.length).toBeGreaterThan(0);

    server = await startTestServer({
      databaseUrl: database.url,
      jobs: { worker: true, mailFrom: 'gym@example.com' },
    });
    const admin = createClient(server.url);
    await admin.login('admin', 'admin123');
    const plan = await createPlan(admin, { price: '1000', duration: 30 });
    const membership = await createMembership(admin, (await createMember(admin)).id, plan.id);
    const payment = await pay(admin, membership.id, '300');

    await vi.waitFor(
      async () =>
        expect(await db('notifications').where({ related_id: payment.id })).toHaveLength(1),
      { timeout: 20_000, interval: 50 },
    );
    expect(await db('notifications').whereIn('related_id', seeded)).toEqual([]);
    expect(await db('receipt_emails_due')).toEqual([]);
  });
});
