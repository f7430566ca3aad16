import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HISTORY_MAX_LIMIT, type HistoryEntryDto, type HistoryPageDto } from '@gym/contracts';
import { createLogger, createPostgresEventStore } from '@gym/platform';
import { auditLogEntries, auditProjector, rebuildProjector } from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, memberForm, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('history and the audit log over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  const history = async (client: TestClient, entity: string, id: string, extra = '') => {
    const res = await client.get(`/api/history?entity=${entity}&id=${id}${extra}`);
    expect(res.status, res.text).toBe(200);
    return res.body as HistoryPageDto;
  };
  const summaries = (page: HistoryPageDto) => page.entries.map((e) => e.summary);

  it("tells a member's story newest first: edits with before → after, memberships, payments and voids, by name", async () => {
    const plan = await createPlan(admin, { name: 'Gold', price: '3000' });
    const member = await createMember(staff, { firstName: 'Meera', lastName: 'Iyer' });
    const edit = await staff.put(`/api/members/${member.id}`, {
      ...memberForm({ firstName: 'Meera', lastName: 'Iyer', email: member.email }),
      phone: '+91 97654 32109',
      status: 'active',
    });
    expect(edit.status, edit.text).toBe(200);
    const membership = await createMembership(staff, member.id, plan.id);
    const payment = await pay(staff, membership.id, '500');
    const voided = await admin.post(`/api/payments/${payment.id}/void`, {
      reason: 'entered twice',
    });
    expect(voided.status, voided.text).toBe(200);

    // Read on the session that wrote last (read-your-writes is per session).
    const page = await history(admin, 'member', member.id);
    expect(summaries(page)).toEqual([
      'Payment of ₹500 voided by Gym Owner: entered twice',
      'Payment of ₹500 (cash) recorded by Front Desk',
      expect.stringMatching(/^Membership Gold started by Front Desk: .*, ₹3,000$/),
      'Phone of Meera Iyer changed by Front Desk: +91 98765 43210 → +91 97654 32109',
      'Member Meera Iyer registered by Front Desk',
    ]);
    expect(page.next).toBeNull();
    const [voidEntry] = page.entries as [HistoryEntryDto];
    expect(voidEntry).toMatchObject({
      type: 'PaymentVoided',
      kind: 'correction',
      entity: { kind: 'payment', id: payment.id },
      memberId: member.id,
      actor: { name: 'Gym Owner' },
      subject: 'Meera Iyer, Gold',
    });
    expect(page.entries[3]!.changes).toEqual([
      { field: 'phone', label: 'Phone', before: '+91 98765 43210', after: '+91 97654 32109' },
    ]);

    // The receipt page's history: only that payment's changes.
    expect(summaries(await history(admin, 'payment', payment.id))).toEqual([
      'Payment of ₹500 voided by Gym Owner: entered twice',
      'Payment of ₹500 (cash) recorded by Front Desk',
    ]);
    // The membership's: its creation and its payments.
    expect((await history(admin, 'membership', membership.id)).entries).toHaveLength(3);
  });

  it("shows a plan's edits field by field", async () => {
    const plan = await createPlan(admin, { name: 'Silver', price: '1500', duration: 30 });
    const edit = await admin.put(`/api/subscription-plans/${plan.id}`, {
      name: 'Silver',
      price: '1750',
      duration: 30,
      features: ['Gym Access'],
      isActive: true,
    });
    expect(edit.status, edit.text).toBe(200);
    const page = await history(admin, 'plan', plan.id);
    expect(summaries(page)).toEqual([
      'Price of plan Silver changed by Gym Owner: ₹1,500 → ₹1,750',
      'Plan Silver created by Gym Owner: ₹1,500 for 30 days',
    ]);
  });

  it('reads the same after a rebuild of the audit read model (before values included)', async () => {
    const member = await createMember(admin, { firstName: 'Ravi', lastName: 'Kumar' });
    await admin.put(`/api/members/${member.id}`, { status: 'suspended' });
    await admin.put(`/api/members/${member.id}`, {
      ...memberForm({ firstName: 'Ravi', lastName: 'Kumar', email: member.email }),
      address: '7 Park Street, Kolkata',
      status: 'suspended',
    });
    const live = await history(admin, 'member', member.id);
    expect(summaries(live)).toEqual([
      'Address of Ravi Kumar changed by Gym Owner: 12 MG Road, Bengaluru → 7 Park Street, Kolkata',
      'Status of member Ravi Kumar changed by Gym Owner: active → suspended',
      'Member Ravi Kumar registered by Gym Owner',
    ]);
    const store = createPostgresEventStore({ connectionString: p.databaseUrl });
    try {
      await rebuildProjector({
        db: p.db,
        store,
        projector: auditProjector,
        logger: createLogger({ level: 'silent' }),
      });
    } finally {
      await store.close();
    }
    expect(await history(admin, 'member', member.id)).toEqual(live);
  });

  it('pages a long history by cursor, never more than the maximum at once', async () => {
    const plan = await createPlan(admin, { price: '99999' });
    const member = await createMember(staff);
    const membership = await createMembership(staff, member.id, plan.id);
    for (let i = 0; i < 7; i++) await pay(staff, membership.id, '1');
    const first = await history(staff, 'membership', membership.id, '&limit=3');
    expect(first.entries).toHaveLength(3);
    expect(first.next).toBe(first.entries[2]!.id);
    const second = await history(
      staff,
      'membership',
      membership.id,
      `&limit=3&before=${first.next}`,
    );
    const third = await history(
      staff,
      'membership',
      membership.id,
      `&limit=3&before=${second.next}`,
    );
    expect(third.next).toBeNull();
    const ids = [...first.entries, ...second.entries, ...third.entries].map((e) => e.id);
    expect(new Set(ids).size).toBe(8);
    expect(summaries(third).at(-1)).toMatch(/^Membership .* started/);

    for (const bad of [
      '&limit=0',
      `&limit=${HISTORY_MAX_LIMIT + 1}`,
      '&limit=abc',
      '&before=yesterday',
      '&before=9999999999999999999/1',
      '&extra=1',
    ]) {
      const res = await staff.get(`/api/history?entity=membership&id=${membership.id}${bad}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it('refuses bad questions with 400, strangers with 401, members and staff where not theirs with 403', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const query of [
      '',
      `entity=member`,
      `entity=spaceship&id=${id}`,
      'entity=member&id=42',
      `entity=member&entity=plan&id=${id}`,
    ])
      expect((await staff.get(`/api/history?${query}`)).status, query).toBe(400);
    expect((await p.client().get(`/api/history?entity=member&id=${id}`)).status).toBe(401);
    const member = await p.signedIn('member');
    expect((await member.get(`/api/history?entity=member&id=${id}`)).status).toBe(403);
    expect((await staff.get(`/api/history?entity=account&id=${id}`)).status).toBe(403);
    expect((await admin.get(`/api/history?entity=account&id=${id}`)).status).toBe(200);
    for (const path of ['/api/audit-log', '/api/audit-log.csv']) {
      expect((await p.client().get(path)).status, path).toBe(401);
      expect((await member.get(path)).status, path).toBe(403);
      expect((await staff.get(path)).status, path).toBe(403);
    }
    for (const filter of [
      { kind: 'everything' },
      { actorId: 'admin' },
      { from: '2026-02-30' },
      { from: '2026-05-02', to: '2026-05-01' },
      { colour: 'red' },
    ]) {
      const res = await admin.get(`/api/audit-log?filter=${q(filter)}`);
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect((await admin.get(`/api/audit-log.csv?filter=${q(filter)}`)).status).toBe(400);
    }
    expect((await admin.get(`/api/audit-log?range=${q([0, 1000])}`)).status).toBe(400);
  });

  it("lists the whole gym's changes for an admin, filtered by person, kind and gym dates, in bounded pages", async () => {
    for (let i = 0; i < 40; i++) await createPlan(admin);
    const all = await admin.get('/api/audit-log');
    expect(all.status, all.text).toBe(200);
    const total = Number(all.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(50);
    // Without range: the default page, never the whole log.
    expect(all.body).toHaveLength(Math.min(total, 50));
    const times = (all.body as HistoryEntryDto[]).map((e) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const page = await admin.get(`/api/audit-log?range=${q([0, 4])}`);
    expect(page.body).toHaveLength(5);
    expect(page.headers.get('content-range')).toBe(`audit-log 0-4/${total}`);

    const corrections = await admin.get(`/api/audit-log?filter=${q({ kind: 'correction' })}`);
    expect((corrections.body as HistoryEntryDto[]).map((e) => e.summary)).toEqual([
      'Payment of ₹500 voided by Gym Owner: entered twice',
    ]);

    const staffId = (await staff.get('/api/user')).body.id as string;
    const byStaff = await admin.get(`/api/audit-log?filter=${q({ actorId: staffId })}`);
    expect(byStaff.body.length).toBeGreaterThan(0);
    expect((byStaff.body as HistoryEntryDto[]).every((e) => e.actor?.name === 'Front Desk')).toBe(
      true,
    );

    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const recent = await admin.get(`/api/audit-log?filter=${q({ from: yesterday })}`);
    expect(Number(recent.headers.get('content-range')!.split('/')[1])).toBe(total);
    const old = await admin.get(`/api/audit-log?filter=${q({ to: '2020-01-01' })}`);
    expect(old.body).toEqual([]);
    expect(old.headers.get('content-range')).toBe('audit-log */0');
  });

  it('reads the export in keyset batches that neither skip nor repeat an entry', async () => {
    const page = await admin.get(`/api/audit-log?range=${q([0, 999])}`);
    const ids: string[] = [];
    const sizes: number[] = [];
    for await (const batch of auditLogEntries(p.db, null, {}, 'Asia/Kolkata', 7)) {
      sizes.push(batch.length);
      ids.push(...batch.map((entry) => entry.id));
    }
    expect(sizes.slice(0, -1).every((size) => size === 7)).toBe(true);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids).toEqual((page.body as HistoryEntryDto[]).map((e) => e.id));
  });

  it('exports the filtered log as CSV, one line per change', async () => {
    const res = await admin.get(`/api/audit-log.csv?filter=${q({ kind: 'correction' })}`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const lines = res.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Who,Kind,About,What happened,Changes');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2},Gym Owner,Voids and refunds,"Meera Iyer, Gold",Payment of ₹500 voided by Gym Owner: entered twice,$/,
    );
    const everything = await admin.get('/api/audit-log.csv');
    const total = Number(
      (await admin.get('/api/audit-log')).headers.get('content-range')!.split('/')[1],
    );
    expect(everything.text.trimEnd().split('\r\n')).toHaveLength(total + 1);
  });
});
