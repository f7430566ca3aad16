import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

const owner = {
  username: 'priya',
  password: 'owner-secret',
  confirmPassword: 'owner-secret',
  firstName: 'Priya',
  lastName: 'Nair',
  email: 'priya@example.com',
};

/** A gym's first run without demo accounts: the owner account is created once, then never again. */
describe('owner set-up', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url, demoAccounts: false });
    db = createDb(database.url, { poolMax: 2 });
  });
  afterAll(async () => {
    await db?.destroy();
    await server?.close();
    await database?.drop();
  });

  it('creates the first admin once, signs the owner in, and refuses every later set-up', async () => {
    const stranger = createClient(server.url);
    expect((await stranger.get('/api/auth-config')).body.demoAccounts).toEqual([]);
    expect((await stranger.get('/api/setup')).body).toEqual({ needed: true });

    const bad = await stranger.post('/api/setup', { ...owner, email: 'nope', username: 'a b' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['email', 'username']));

    // Two set-ups at once: one owner.
    const racers = [createClient(server.url), createClient(server.url)];
    const answers = await Promise.all(
      racers.map((c, i) => c.post('/api/setup', { ...owner, username: `owner${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const winner = racers[answers.findIndex((a) => a.status === 201)]!;
    const me = await winner.get('/api/user');
    expect(me.body).toMatchObject({ role: 'admin', firstName: 'Priya', email: owner.email });

    expect((await stranger.get('/api/setup')).body).toEqual({ needed: false });
    const late = await stranger.post('/api/setup', { ...owner, username: 'intruder' });
    expect(late.status).toBe(409);
    expect(await db('users').where({ role: 'admin' }).count('* as n')).toEqual([{ n: '1' }]);
    expect((await stranger.get('/api/user')).status).toBe(401);
  });

  it('switches off demo accounts with their published passwords when demo mode is off', async () => {
    const demo = await createTestDatabase();
    const signIn = async (demoAccounts: boolean) => {
      const running = await startTestServer({ databaseUrl: demo.url, demoAccounts });
      try {
        const client = createClient(running.url);
        const answer = await client.post('/api/login', { username: 'admin', password: 'admin123' });
        return { status: answer.status, setup: (await client.get('/api/setup')).body };
      } finally {
        await running.close();
      }
    };
    try {
      expect(await signIn(true)).toEqual({ status: 200, setup: { needed: false } });
      expect(await signIn(false)).toEqual({ status: 401, setup: { needed: true } });
      expect(await signIn(true)).toEqual({ status: 200, setup: { needed: false } });
    } finally {
      await demo.drop();
    }
  });
});
