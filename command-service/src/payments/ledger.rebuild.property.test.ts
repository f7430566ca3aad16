import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMoney } from '@gym/contracts';
import { createLogger, createPostgresEventStore } from '@gym/platform';
import { allProjectors, rebuildProjector } from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

type Op =
  | { kind: 'membership'; planIndex: number; daysAgo: number }
  | { kind: 'pay'; m: number; rupees: number; due: number | null }
  | { kind: 'void'; p: number }
  | { kind: 'refund'; p: number; part: boolean }
  | { kind: 'cancel'; m: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('membership' as const),
      planIndex: fc.nat(2),
      daysAgo: fc.integer({ min: 0, max: 40 }),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      m: fc.nat(20),
      rupees: fc.integer({ min: 1, max: 2500 }),
      due: fc.option(fc.integer({ min: -5, max: 10 }), { nil: null }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('void' as const), p: fc.nat(30) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      p: fc.nat(30),
      part: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), m: fc.nat(20) }) },
);

const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('ledger properties', () => {
  let p: Product;
  let admin: TestClient;
  let plans: string[];
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    plans = [
      (await createPlan(admin, { price: '1000', duration: 30 })).id,
      (await createPlan(admin, { price: '2499.50', duration: 90 })).id,
      (await createPlan(admin, { price: '500', duration: 7 })).id,
    ];
  });
  afterAll(() => p?.close());

  /** What a screen reads: outstanding list, reminders, expiring list, dashboard stats, every membership. */
  const readModels = async () => ({
    outstanding: (
      await admin.get(
        `/api/memberships?filter=${encodeURIComponent('{"outstanding":true}')}&sort=${encodeURIComponent('["id","ASC"]')}`,
      )
    ).body,
    reminders: (await admin.get('/api/notifications/payments')).body,
    expiring: (await admin.get('/api/memberships/expiring')).body,
    stats: (await admin.get('/api/dashboard/stats')).body,
    memberships: (await admin.get(`/api/memberships?sort=${encodeURIComponent('["id","ASC"]')}`))
      .body,
    payments: (await admin.get(`/api/payments/all?sort=${encodeURIComponent('["id","ASC"]')}`))
      .body,
  });

  it('keeps paid = payments − voids − refunds and remaining = total − paid ≥ 0, and a rebuild reads the same', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 14 }), async (ops) => {
        const member = await createMember(admin);
        const memberships: { id: string; totalPaise: number }[] = [];
        const payments: { id: string; membershipId: string; paise: number; corrected: boolean }[] =
          [];
        const netPaid = new Map<string, number>();

        for (const o of ops) {
          if (o.kind === 'membership' || memberships.length === 0) {
            const ms = await createMembership(
              admin,
              member.id,
              plans[o.kind === 'membership' ? o.planIndex : 0]!,
              {
                startDate: isoDay(o.kind === 'membership' ? -o.daysAgo : 0),
              },
            );
            memberships.push({ id: ms.id, totalPaise: parseMoney(ms.totalAmount)! });
            netPaid.set(ms.id, 0);
            if (o.kind === 'membership') continue;
          }
          if (o.kind === 'pay') {
            const m = memberships[o.m % memberships.length]!;
            const res = await admin.post('/api/payments', {
              membershipId: m.id,
              amount: String(o.rupees),
              ...(o.due !== null && { nextPaymentDueDate: isoDay(o.due) }),
            });
            if (res.status === 201) {
              payments.push({
                id: res.body.id,
                membershipId: m.id,
                paise: o.rupees * 100,
                corrected: false,
              });
              netPaid.set(m.id, netPaid.get(m.id)! + o.rupees * 100);
            } else {
              expect([400, 409]).toContain(res.status);
            }
          } else if ((o.kind === 'void' || o.kind === 'refund') && payments.length > 0) {
            const pay = payments[o.p % payments.length]!;
            const refundPaise =
              o.kind === 'refund' && o.part
                ? Math.max(1, Math.floor(pay.paise / 2 / 100)) * 100
                : pay.paise;
            const res =
              o.kind === 'void'
                ? await admin.post(`/api/payments/${pay.id}/void`, { reason: 'property test' })
                : await admin.post(`/api/payments/${pay.id}/refund`, {
                    reason: 'property test',
                    amount: String(refundPaise / 100),
                  });
            if (pay.corrected) {
              expect(res.status).toBe(409);
            } else {
              expect(res.status).toBe(200);
              pay.corrected = true;
              netPaid.set(
                pay.membershipId,
                netPaid.get(pay.membershipId)! - (o.kind === 'void' ? pay.paise : refundPaise),
              );
            }
          } else if (o.kind === 'cancel') {
            const m = memberships[o.m % memberships.length]!;
            const res = await admin.post(`/api/memberships/${m.id}/cancel`, {
              reason: 'property test',
            });
            expect([200, 409]).toContain(res.status);
          }
        }

        for (const m of memberships) {
          const read = (await admin.get(`/api/memberships/${m.id}`)).body;
          const paid = parseMoney(read.paidAmount)!;
          expect(paid).toBe(netPaid.get(m.id));
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(m.totalPaise);
          expect(parseMoney(read.remainingAmount)).toBe(m.totalPaise - paid);
        }
      }),
      { numRuns: 12 },
    );

    const incremental = await readModels();
    const store = createPostgresEventStore({ connectionString: p.databaseUrl });
    try {
      for (const projector of allProjectors) {
        await rebuildProjector({
          db: p.db,
          store,
          projector,
          logger: createLogger({ level: 'silent' }),
        });
      }
    } finally {
      await store.close();
    }
    expect(await readModels()).toEqual(incremental);
    expect(incremental.memberships.length).toBeGreaterThan(12);
  });
});
