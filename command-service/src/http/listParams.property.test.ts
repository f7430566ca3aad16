import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTITY_KINDS,
  AUDIT_KINDS,
  AUDIT_LOG_MAX_ROWS,
  HISTORY_MAX_LIMIT,
  MEMBER_STATUSES,
  MEMBERSHIP_STATUSES,
  isCleanText,
  isVisibleText,
  messages,
} from '@gym/contracts';
import {
  MEMBER_SORT_FIELDS,
  MEMBERSHIP_SORT_FIELDS,
  PAYMENT_SORT_FIELDS,
  PLAN_SORT_FIELDS,
} from '@gym/projection-service';
import type { TestClient } from '../testing/httpClient';
import { ACCOUNT_SORT_FIELDS } from '../users/accounts';
import { createMember, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';
import {
  anyJson,
  jsonParam,
  mostlyValid,
  anyNumber,
  param,
  rawValue,
  text,
  wellFormed,
} from '../testing/queryArbitraries';

type Role = 'admin' | 'staff' | 'member';
interface Seeded {
  memberId: string;
  membershipId: string;
  planId: string;
  paymentId: string;
}

/** The GET endpoints that answer a list in react-admin's dialect (sort, range, filter). */
const LISTS = [
  {
    name: 'plans',
    uiFilter: (_s: Seeded) => ({ isActive: true }),
    search: 'plan',
    path: () => '/api/subscription-plans',
    resource: 'subscription-plans',
    sortFields: PLAN_SORT_FIELDS,
    filterKeys: ['q', 'isActive', 'id'],
  },
  {
    name: 'members',
    uiFilter: (_s: Seeded) => ({ status: 'active' }),
    search: 'asha',
    path: () => '/api/members',
    resource: 'members',
    sortFields: MEMBER_SORT_FIELDS,
    filterKeys: ['q', 'status', 'id'],
  },
  {
    name: 'memberships',
    uiFilter: (_s: Seeded) => ({ outstanding: true }),
    search: 'asha',
    path: () => '/api/memberships',
    resource: 'memberships',
    sortFields: MEMBERSHIP_SORT_FIELDS,
    filterKeys: ['q', 'memberId', 'status', 'outstanding', 'id'],
  },
  {
    name: 'payments',
    uiFilter: (s: Seeded) => ({ membershipId: s.membershipId }),
    search: 'asha',
    path: () => '/api/payments',
    resource: 'payments',
    sortFields: PAYMENT_SORT_FIELDS,
    filterKeys: ['q', 'membershipId', 'memberId', 'id'],
  },
  {
    name: 'all payments',
    uiFilter: (s: Seeded) => ({ memberId: s.memberId }),
    search: 'cash',
    path: () => '/api/payments/all',
    resource: 'payments',
    sortFields: PAYMENT_SORT_FIELDS,
    filterKeys: ['q', 'membershipId', 'memberId', 'id'],
  },
  {
    name: "a member's payments",
    uiFilter: (s: Seeded) => ({ membershipId: s.membershipId }),
    search: 'asha',
    path: (s: Seeded) => `/api/payments/member/${s.memberId}`,
    resource: 'payments',
    sortFields: PAYMENT_SORT_FIELDS,
    filterKeys: ['q', 'membershipId', 'memberId', 'id'],
  },
  {
    name: 'accounts',
    uiFilter: (_s: Seeded) => ({ role: 'staff' }),
    search: 'admin',
    path: () => '/api/users',
    resource: 'users',
    sortFields: ACCOUNT_SORT_FIELDS,
    filterKeys: ['q', 'id'],
  },
] as const;

/** The other GET endpoints that answer a list or a summary; list parameters must not upset them. */
const OTHER_READS = [
  { path: '/api/memberships/expiring', body: 'array' },
  { path: '/api/notifications/payments', body: 'array' },
  { path: '/api/notifications/outbox', body: 'array' },
  { path: '/api/dashboard/stats', body: 'object' },
] as const;

function listParams(list: (typeof LISTS)[number], ids: fc.Arbitrary<string>) {
  const goodFilterValue: Record<string, fc.Arbitrary<unknown>> = {
    q: text,
    status: fc.constantFrom(...MEMBER_STATUSES, ...MEMBERSHIP_STATUSES),
    isActive: fc.boolean(),
    outstanding: fc.boolean(),
    id: fc.oneof(ids, fc.array(ids, { maxLength: 4 })),
    memberId: ids,
    membershipId: ids,
  };
  const filterKey = fc.oneof(
    fc.constantFrom(...list.filterKeys),
    fc.constantFrom(...Object.keys(goodFilterValue)),
    fc.string(),
  );
  const filter = mostlyValid(
    fc.record({ q: text }),
    fc.record(
      Object.fromEntries(
        list.filterKeys.map((key) => [key, fc.oneof(goodFilterValue[key]!, anyJson)]),
      ),
      { requiredKeys: [] },
    ),
    fc.dictionary(filterKey, anyJson, { maxKeys: 4 }),
    anyJson,
  );
  const sort = mostlyValid(
    fc.tuple(fc.constantFrom(...list.sortFields), fc.constantFrom('ASC', 'DESC')),
    fc.tuple(
      fc.oneof(fc.constantFrom(...list.sortFields), text),
      fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc', 'desc'), text),
    ),
    fc.array(fc.oneof(fc.constantFrom(...list.sortFields, 'ASC'), anyJson), { maxLength: 3 }),
    anyJson,
  );
  const range = mostlyValid(
    fc.tuple(fc.nat(20), fc.nat(30)).map(([start, length]) => [start, start + length]),
    fc.tuple(fc.nat(30), fc.nat(30)),
    fc.tuple(anyNumber, anyNumber),
    fc.array(fc.oneof(anyNumber, anyJson), { maxLength: 3 }),
    anyJson,
  );
  return fc.record({
    role: fc.constantFrom<Role>('admin', 'admin', 'admin', 'staff', 'member'),
    filter: jsonParam(filter),
    sort: jsonParam(sort),
    range: jsonParam(range),
    extra: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, rawValue),
  });
}

function queryString(params: {
  filter?: string[];
  sort?: string[];
  range?: string[];
  extra?: string;
}): string {
  const parts = (['filter', 'sort', 'range'] as const).flatMap((name) =>
    (params[name] ?? []).map((v) => `${name}=${v}`),
  );
  if (params.extra !== undefined) parts.push(params.extra);
  return parts.join('&');
}

type Response = Awaited<ReturnType<TestClient['get']>>;

const exchange = (role: Role, url: string, res: Response) =>
  `${res.status} ${res.text.slice(0, 200)} ← ${role} GET ${url.slice(0, 300)}`;

/** What every answer must be: never a 500; a 400 says why in a JSON `message`. */
function expectNoServerError(res: Response, label: string) {
  expect(res.status, label).toBeLessThan(500);
  if (res.status === 400) {
    expect(typeof res.body?.message, label).toBe('string');
    for (const message of Object.values(res.body?.errors ?? {}))
      expect(typeof message, label).toBe('string');
  }
}

function expectWellFormedList(res: Response, resource: string, label: string) {
  expect(Array.isArray(res.body), label).toBe(true);
  const rows = res.body as unknown[];
  const match = /^(\S+) (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(res.headers.get('content-range') ?? '');
  expect(match, `${label}: Content-Range ${res.headers.get('content-range')}`).not.toBeNull();
  const [, name, start, end, total] = match!;
  expect(name, label).toBe(resource);
  if (rows.length === 0) {
    expect(start, label).toBeUndefined();
  } else {
    expect(Number(end) - Number(start) + 1, label).toBe(rows.length);
    expect(Number(total), label).toBeGreaterThan(Number(end));
  }
}

describe('list parameters', () => {
  let p: Product;
  let clients: Record<Role, TestClient>;
  let seeded: Seeded;
  let ids: fc.Arbitrary<string>;

  beforeAll(async () => {
    p = await startProduct();
    clients = {
      admin: await p.signedIn('admin'),
      staff: await p.signedIn('staff'),
      member: await p.signedIn('member'),
    };
    const { member, membership, plan } = await memberWithMembership(clients.admin);
    const payment = await pay(clients.admin, membership.id, '500', { notes: "50% off, O'Neil" });
    await createMember(clients.admin, { firstName: 'Ann', lastName: "O'Neil" });
    seeded = {
      memberId: member.id,
      membershipId: membership.id,
      planId: plan.id,
      paymentId: payment.id,
    };
    ids = fc.oneof(fc.constantFrom(...Object.values(seeded)), fc.uuid(), text);
  });
  afterAll(() => p?.close());

  const get = (role: Role, path: string) => clients[role].get(path);

  describe.each(LISTS)('$name', (list) => {
    it('never answers 500, whatever the q, filter, sort and range', async () => {
      await fc.assert(
        fc.asyncProperty(listParams(list, ids), async (params) => {
          const url = `${list.path(seeded)}?${queryString(params)}`;
          const res = await get(params.role, url);
          const label = exchange(params.role, url, res);
          expectNoServerError(res, label);
          if (res.status === 200) expectWellFormedList(res, list.resource, label);
        }),
        { numRuns: 100 },
      );
    });

    it('serves any clean q of at most 100 characters and refuses any other on the q field', async () => {
      await fc.assert(
        fc.asyncProperty(text, async (q) => {
          const url = `${list.path(seeded)}?filter=${encodeURIComponent(JSON.stringify({ q }))}`;
          const res = await get('admin', url);
          const label = exchange('admin', url, res);
          // Characters are code points, as zod counts them.
          if (isCleanText(q) && isVisibleText(q) && [...q.normalize('NFC').trim()].length <= 100) {
            expect(res.status, label).toBe(200);
            expectWellFormedList(res, list.resource, label);
          } else {
            expect(res.status, label).toBe(400);
            expect(Object.keys(res.body.errors), label).toEqual(['q']);
          }
        }),
        { numRuns: 50 },
      );
    });

    it('still serves the requests react-admin and the admin UI send', async () => {
      const q = (query: Record<string, unknown>) =>
        Object.entries(query)
          .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
          .join('&');
      const requests = [
        q({ sort: [list.sortFields[0], 'ASC'], range: [0, 9], filter: {} }),
        q({ filter: { q: list.search } }),
        q({ filter: list.uiFilter(seeded) }),
        q({ filter: { id: [seeded.memberId, seeded.membershipId, seeded.paymentId] } }),
        '',
      ];
      for (const query of requests) {
        const res = await get('admin', `${list.path(seeded)}?${query}`);
        expect(res.status, `${query}: ${res.text}`).toBe(200);
        expectWellFormedList(res, list.resource, query);
      }
      for (const filter of [{ q: list.search }, list.uiFilter(seeded)]) {
        const res = await get('admin', `${list.path(seeded)}?${q({ filter })}`);
        expect(res.body, JSON.stringify(filter)).not.toEqual([]);
      }
    });

    it.each([
      ['a NUL', '\u0000'],
      ['a lone surrogate', '\ud800'],
    ])('answers q with %s with 400 and a message on the q field', async (_label, value) => {
      const res = await get(
        'admin',
        `${list.path(seeded)}?filter=${encodeURIComponent(JSON.stringify({ q: value }))}`,
      );
      expect(res.status, res.text).toBe(400);
      expect(res.body.errors).toEqual({ q: messages.textInvalid });
      expect(res.body.message).toContain(messages.textInvalid);
    });
  });

  describe.each(OTHER_READS)('$path', ({ path, body }) => {
    it('never answers 500, whatever the query string', async () => {
      await fc.assert(
        fc.asyncProperty(listParams(LISTS[2], ids), async (params) => {
          const url = `${path}?${queryString(params)}`;
          const res = await get(params.role, url);
          const label = exchange(params.role, url, res);
          expectNoServerError(res, label);
          if (res.status === 200) {
            expect(Array.isArray(res.body), label).toBe(body === 'array');
            expect(typeof res.body, label).toBe('object');
          }
        }),
        { numRuns: 30 },
      );
    });
  });

  describe('/api/audit-log', () => {
    it('never answers 500 nor more than a page, whatever the filter, sort and range', async () => {
      const day = fc
        .date({ min: new Date('1899-12-25'), max: new Date('2101-01-05'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
      const filter = mostlyValid(
        fc.record(
          {
            actorId: fc.oneof(ids, anyJson),
            kind: fc.oneof(fc.constantFrom(...AUDIT_KINDS), anyJson),
            from: fc.oneof(day, anyJson),
            to: fc.oneof(day, anyJson),
          },
          { requiredKeys: [] },
        ),
        fc.dictionary(fc.string(), anyJson, { maxKeys: 3 }),
        anyJson,
      );
      const sort = mostlyValid(
        fc.tuple(fc.constant('occurredAt'), fc.constantFrom('ASC', 'DESC')),
        anyJson,
      );
      const range = mostlyValid(
        fc.tuple(fc.nat(40), fc.nat(1200)).map(([start, length]) => [start, start + length]),
        fc.tuple(anyNumber, anyNumber),
        anyJson,
      );
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            role: fc.constantFrom<Role>('admin', 'admin', 'admin', 'staff', 'member'),
            filter: jsonParam(filter),
            sort: jsonParam(sort),
            range: jsonParam(range),
            extra: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, rawValue),
          }),
          fc.boolean(),
          async (params, csv) => {
            const url = `/api/audit-log${csv ? '.csv' : ''}?${queryString(params)}`;
            const res = await get(params.role, url);
            const label = exchange(params.role, url, res);
            expectNoServerError(res, label);
            if (res.status === 200 && !csv) {
              expectWellFormedList(res, 'audit-log', label);
              expect(res.body.length, label).toBeLessThanOrEqual(AUDIT_LOG_MAX_ROWS);
            }
          },
        ),
        { numRuns: 60 },
      );
    });
  });

  describe('/api/history', () => {
    it('never answers 500 nor more than its largest page, whatever the query', async () => {
      const value = (good: fc.Arbitrary<string>) =>
        param(
          fc.oneof(
            { weight: 3, arbitrary: good.map((v) => encodeURIComponent(wellFormed(v))) },
            { weight: 1, arbitrary: rawValue },
          ),
        );
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            entity: value(fc.constantFrom(...AUDIT_ENTITY_KINDS)),
            id: value(ids),
            limit: value(fc.integer({ min: -5, max: HISTORY_MAX_LIMIT + 5 }).map(String)),
            before: value(
              fc.oneof(
                fc
                  .tuple(fc.bigInt(0n, 2n ** 64n), fc.bigInt(0n, 2n ** 64n))
                  .map(([a, b]) => `${a}/${b}`),
                text,
              ),
            ),
          }),
          fc.constantFrom<Role>('admin', 'staff', 'member'),
          async (params, role) => {
            const url = `/api/history?${Object.entries(params)
              .flatMap(([name, values]) => (values ?? []).map((v) => `${name}=${v}`))
              .join('&')}`;
            const res = await get(role, url);
            const label = exchange(role, url, res);
            expectNoServerError(res, label);
            if (res.status === 200)
              expect(res.body.entries.length, label).toBeLessThanOrEqual(HISTORY_MAX_LIMIT);
          },
        ),
        { numRuns: 80 },
      );
    });
  });

  describe('/api/audit', () => {
    it('says so when the stream is given twice', async () => {
      const stream = `member-${seeded.memberId}`;
      const res = await get('admin', `/api/audit?stream=${stream}&stream=${stream}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Query parameter stream is given twice');
    });

    it('never answers 500, whatever the stream', async () => {
      const stream = fc.oneof(
        fc.constantFrom(
          `member-${seeded.memberId}`,
          `membership-${seeded.membershipId}`,
          `plan-${seeded.planId}`,
        ),
        fc.uuid().map((id) => `member-${id}`),
        text.map((t) => t + seeded.memberId),
      );
      await fc.assert(
        fc.asyncProperty(
          param(
            fc.oneof(
              { weight: 3, arbitrary: stream.map((s) => encodeURIComponent(wellFormed(s))) },
              { weight: 1, arbitrary: rawValue },
            ),
          ),
          fc.constantFrom<Role>('admin', 'admin', 'staff'),
          async (values, role) => {
            const url = `/api/audit?${(values ?? []).map((v) => `stream=${v}`).join('&')}`;
            const res = await get(role, url);
            const label = exchange(role, url, res);
            expectNoServerError(res, label);
            if (res.status === 200) expect(Array.isArray(res.body), label).toBe(true);
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});
