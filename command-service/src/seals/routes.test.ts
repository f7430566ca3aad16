import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { booksStatusDto } from '@gym/contracts';
import { createTestDatabase } from '../../../scripts/test/db';
import { createMember } from '../testing/fixtures';
import { createClient, type TestClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

describe('Verify books on the System Status page', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: TestClient;

  const signedIn = async (username: 'admin' | 'staff' | 'member') => {
    const client = createClient(server.url);
    await client.login(username, `${username}123`);
    return client;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url });
    admin = await signedIn('admin');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('shows the latest seal, verifies in the background and checks a pasted digest', async () => {
    await createMember(admin);
    // The sealer seals its first batch at once.
    await vi.waitFor(
      async () => expect((await admin.get('/api/system/books')).body.latestSeal).not.toBeNull(),
      { timeout: 20_000, interval: 100 },
    );
    const before = booksStatusDto.parse((await admin.get('/api/system/books')).body);
    expect(before.check.state).toBe('never run');
    const digest = before.latestSeal!.shortDigest;

    const started = await admin.post('/api/system/books/verify', { digest: digest.toLowerCase() });
    expect(started.status).toBe(202);
    await vi.waitFor(
      async () => expect((await admin.get('/api/system/books')).body.check.state).toBe('done'),
      { timeout: 60_000, interval: 200 },
    );
    const after = booksStatusDto.parse((await admin.get('/api/system/books')).body);
    expect(after.check.result).toMatchObject({
      matches: true,
      sealsMatch: true,
      firstMismatch: null,
      digest: { matches: true, seal: { shortDigest: digest } },
      // The worker checks the money read models against the log too.
      readModels: { matches: true, differingRows: 0, differences: [] },
    });
    expect(after.check.result!.readModels!.tables.map((t) => t.table)).toContain('payments');
  });

  it('answers 400 to what cannot be a digest field, and only admins', async () => {
    expect((await admin.post('/api/system/books/verify', { digest: 'x'.repeat(61) })).status).toBe(
      400,
    );
    for (const role of ['staff', 'member'] as const) {
      const client = await signedIn(role);
      expect((await client.get('/api/system/books')).status).toBe(403);
      expect((await client.post('/api/system/books/verify', {})).status).toBe(403);
    }
    expect((await createClient(server.url).get('/api/system/books')).status).toBe(401);
  });
});
