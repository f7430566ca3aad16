import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePosition, planStream, type EventStore } from '@gym/contracts';
import { createPostgresEventStore } from '@gym/platform';
import { toNewEvent } from '../commands/toNewEvent';
import type { TestClient } from '../testing/httpClient';
import { startProduct, type Product } from '../testing/productHarness';

const PLANS = 1001;

describe('a list asked without a range', () => {
  let p: Product;
  let store: EventStore;
  let admin: TestClient;
  let readAfter: Record<string, string>;
  beforeAll(async () => {
    p = await startProduct();
    store = createPostgresEventStore({ connectionString: p.databaseUrl });
    admin = await p.signedIn('admin');
    const context = { actorUserId: null, correlationId: randomUUID(), now: new Date() };
    const results = await store.appendToStreams(
      Array.from({ length: PLANS }, (_, n) => {
        const planId = randomUUID();
        return {
          streamId: planStream(planId),
          expectedRevision: 'no_stream' as const,
          events: [
            toNewEvent(
              {
                type: 'PlanCreated',
                data: {
                  planId,
                  name: `Plan ${String(n).padStart(4, '0')}`,
                  description: null,
                  pricePaise: 100_000,
                  durationDays: 30,
                  features: [],
                  isActive: true,
                  admits: { kind: 'home' },
                },
              },
              context,
            ),
          ],
        };
      }),
    );
    readAfter = { 'X-Read-After': encodePosition(results.at(-1)!.position) };
  });
  afterAll(async () => {
    await store?.close();
    await p?.close();
  });

  it('answers the first 1,000 rows and says how many there are', async () => {
    // X-Read-After waits a bounded time; on a busy machine the projector may need longer.
    let res = await admin.get('/api/subscription-plans', readAfter);
    while (!res.headers.get('content-range')?.endsWith(`/${PLANS}`))
      res = await admin.get('/api/subscription-plans', readAfter);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1000);
    expect(res.headers.get('content-range')).toMatch(
      new RegExp(`^subscription-plans 0-999/${PLANS}$`),
    );
  });

  it('refuses a range of more than 1,000 rows', async () => {
    const res = await admin.get(`/api/subscription-plans?range=${encodeURIComponent('[0,1000]')}`);
    expect(res.status).toBe(400);
    expect(
      (await admin.get(`/api/subscription-plans?range=${encodeURIComponent('[999,1000]')}`)).body,
    ).toHaveLength(2);
  });
});
