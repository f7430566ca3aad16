import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/db';
import { createClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startTestServer } from '../testing/startTestServer';
import type { RunningService } from '../server';

describe('with Redis unreachable', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningService;
  beforeAll(async () => {
    database = await createTestDatabase();
    // Nothing listens on port 1: BullMQ keeps trying to connect the whole time.
    server = await startTestServer({
      databaseUrl: database.url,
      jobs: { redisUrl: 'redis://127.0.0.1:1', worker: true, mailFrom: 'gym@example.com' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('still reports ready, takes commands and answers reads', async () => {
    const admin = createClient(server.url);
    expect((await admin.get('/api/health')).status).toBe(200);
    await admin.login('admin', 'admin123');
    const { membership } = await memberWithMembership(admin);
    const payment = await pay(admin, membership.id, '500');
    expect(payment.receiptNumber).toMatch(/^RCP\//);
    expect((await admin.get(`/api/memberships/${membership.id}`)).body.paidAmount).toBe('500.00');
  });
});
