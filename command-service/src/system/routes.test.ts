import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthDto, planStream, systemStatusDto } from '@gym/contracts';
import { allProjectors, plansProjector, type Projector } from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { createMember } from '../testing/fixtures';
import { createClient, type TestClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';

/** The plans read model as a buggy release had it: a PostgreSQL error on one plan. */
const buggyPlans: Projector = {
  ...plansProjector,
  async apply(trx, event) {
    if (event.type === 'PlanCreated' && event.data.name === 'Poison Plan') {
      await trx.raw('select 1/0');
    }
    await plansProjector.apply(trx, event);
  },
};
const fixedPlans: Projector = { ...plansProjector, version: plansProjector.version + 1 };

const withPlans = (plans: Projector) =>
  allProjectors.map((p) => (p.name === plansProjector.name ? plans : p));

describe('a failing projector, seen through the API', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let admin: TestClient;
  let poison: { id: string; position: string };

  const signedIn = async (username: 'admin' | 'staff' | 'member') => {
    const client = createClient(server.url);
    await client.login(username, `${username}123`);
    return client;
  };
  const health = () => createClient(server.url).get('/api/health');

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      readModelProjectors: withPlans(buggyPlans),
    });
    admin = await signedIn('admin');
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  it('turns health to 503, naming the projector, the event and the error; the others go on', async () => {
    expect(await health()).toMatchObject({
      status: 200,
      body: { status: 'ok', database: 'up', projections: [] },
    });

    const res = await admin.post('/api/subscription-plans', {
      name: 'Poison Plan',
      price: '1500',
      duration: 30,
      features: ['Gym Access'],
    });
    expect(res.status).toBe(201);
    poison = { id: res.body.id, position: res.headers.get('x-read-after')! };

    await vi.waitFor(async () => expect((await health()).status).toBe(503), {
      timeout: 10_000,
      interval: 50,
    });
    const { body } = await health();
    expect(healthDto.parse(body)).toEqual({
      status: 'failing',
      database: 'up',
      projections: [
        {
          projector: 'plans',
          position: poison.position,
          eventType: 'PlanCreated',
          streamId: planStream(poison.id),
          error: 'division by zero (SQLSTATE 22012)',
          attempts: expect.any(Number),
          failingSince: expect.any(String),
          lastFailedAt: expect.any(String),
          nextRetryAt: expect.any(String),
        },
      ],
      lag: expect.arrayContaining([
        expect.objectContaining({ projector: 'plans', behind: { events: 1, capped: false } }),
      ]),
      // The reactors, as their own group: numbering and e-mails go on.
      reactors: [
        expect.objectContaining({ reactor: 'receipt-numbers', lastError: null }),
        expect.objectContaining({ reactor: 'receipt-emails', lastError: null }),
        expect.objectContaining({ reactor: 'book-sealer', lastError: null }),
      ],
    });
    expect(body.lag.map((p: { projector: string }) => p.projector).sort()).toEqual(
      allProjectors.map((p) => p.name).sort(),
    );

    // Members are another read model: it goes on.
    const staff = await signedIn('staff');
    const member = await createMember(staff);
    expect((await staff.get(`/api/members/${member.id}`)).body).toMatchObject({ id: member.id });
  });

  it('shows every projector and every reactor to an admin, and to no one else', async () => {
    expect((await createClient(server.url).get('/api/system/status')).status).toBe(401);
    for (const role of ['staff', 'member'] as const) {
      expect((await (await signedIn(role)).get('/api/system/status')).status).toBe(403);
    }
    const res = await admin.get('/api/system/status');
    expect(res.status).toBe(200);
    const status = systemStatusDto.parse(res.body);
    expect(status.projections.map((p) => p.projector).sort()).toEqual(
      allProjectors.map((p) => p.name).sort(),
    );
    expect(status.reactors).toMatchObject([
      { reactor: 'receipt-numbers', state: 'up to date', failure: null },
      { reactor: 'receipt-emails', state: 'up to date', failure: null },
      { reactor: 'book-sealer', state: 'up to date', failure: null },
    ]);
    const plans = status.projections.find((p) => p.projector === 'plans')!;
    expect(plans).toMatchObject({
      version: plansProjector.version,
      state: 'failing',
      behind: { events: expect.any(Number), capped: false },
      lagSeconds: expect.any(Number),
      failure: { position: poison.position, error: 'division by zero (SQLSTATE 22012)' },
    });
    expect(plans.behind.events).toBeGreaterThanOrEqual(1);
    const members = status.projections.find((p) => p.projector === 'members')!;
    expect(members).toMatchObject({ state: 'up to date', lagSeconds: 0, failure: null });
  });

  it('recovers by itself when the fix is deployed with a new version', async () => {
    await server.close();
    server = await startTestServer({
      databaseUrl: database.url,
      readModelProjectors: withPlans(fixedPlans),
    });
    admin = await signedIn('admin');

    await vi.waitFor(
      async () => expect(await health()).toMatchObject({ status: 200, body: { status: 'ok' } }),
      { timeout: 20_000, interval: 50 },
    );
    expect((await admin.get(`/api/subscription-plans/${poison.id}`)).body).toMatchObject({
      name: 'Poison Plan',
    });
    const status = systemStatusDto.parse((await admin.get('/api/system/status')).body);
    expect(status.projections.find((p) => p.projector === 'plans')).toMatchObject({
      version: fixedPlans.version,
      checkpoint: { version: fixedPlans.version },
      state: 'up to date',
      failure: null,
    });
  });
});
