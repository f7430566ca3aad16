import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  START,
  calendarDateIn,
  comparePositions,
  financialYearOf,
  memberAddSchema,
  parseDomainEvent,
  type DomainEvent,
  type EventStore,
  type MembershipEvent,
  type RecordedEvent,
} from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  type Db,
  migrateToLatest,
} from '@gym/platform';
import { commandServiceMigrations } from '@gym/command-service';
import { allProjectors, listMembers, rebuildProjector } from '@gym/projection-service';
import { membershipDecider } from '@gym/domain';
import { createTestDatabase } from '../test/db';
import {
  MAX_PAYMENTS_PER_MEMBER,
  seedHistory,
  validateSeedOptions,
  type SeedSummary,
} from './index';

const TODAY = '2026-06-15';
const TIME_ZONE = 'Asia/Kolkata';

interface Seeded {
  db: Db;
  store: EventStore;
  summary: SeedSummary;
  events: RecordedEvent[];
  close(): Promise<void>;
}

async function seeded(options: {
  members: number;
  payments: number;
  randomSeed: number;
  currentYearOnly?: boolean;
  branches?: number;
}): Promise<Seeded> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  await migrateToLatest(db, ...commandServiceMigrations);
  const store = createPostgresEventStore({ connectionString: database.url });
  const summary = await seedHistory({ ...options, store, today: TODAY, timeZone: TIME_ZONE });
  // readAll holds back events while any transaction in the cluster is open: read until all are in.
  const events: RecordedEvent[] = [];
  const deadline = Date.now() + 15_000;
  while (events.length < summary.events && Date.now() < deadline) {
    const page = await store.readAll({ after: events.at(-1)?.position ?? START, limit: 5000 });
    if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    events.push(...page);
  }
  return {
    db,
    store,
    summary,
    events,
    async close() {
      await store.close();
      await db.destroy();
      await database.drop();
    },
  };
}

const byStream = (events: readonly RecordedEvent[]) => {
  const streams = new Map<string, RecordedEvent[]>();
  for (const e of events) streams.set(e.streamId, [...(streams.get(e.streamId) ?? []), e]);
  return streams;
};

const parsed = (e: RecordedEvent) => parseDomainEvent(e.type, e.data);
const ofType = <T extends DomainEvent['type']>(events: readonly RecordedEvent[], type: T) =>
  events
    .filter((e) => e.type === type)
    .map((e) => ({ ...e, data: parsed(e).data as Extract<DomainEvent, { type: T }>['data'] }));

describe('seedHistory', () => {
  let main: Seeded;

  beforeAll(async () => {
    main = await seeded({ members: 200, payments: 1000, randomSeed: 7 });
  });
  afterAll(() => main?.close());

  it('appends the members and payments asked for, every event valid for its schema', () => {
    for (const e of main.events) expect(() => parsed(e)).not.toThrow();
    expect(ofType(main.events, 'MemberRegistered')).toHaveLength(200);
    expect(ofType(main.events, 'PaymentRecorded')).toHaveLength(1000);
    expect(ofType(main.events, 'ReceiptNumberAssigned')).toHaveLength(0);
    expect(main.summary).toMatchObject({
      members: 200,
      payments: 1000,
      events: main.events.length,
    });
    const types = new Set(main.events.map((e) => e.type));
    for (const type of ['PaymentVoided', 'MembershipExpired', 'PlanUpdated', 'ValueReserved'])
      expect(types).toContain(type);
  });

  it('gives each member a unique e-mail, reserved for them, and details the add-member form accepts', () => {
    const members = ofType(main.events, 'MemberRegistered');
    const emails = members.map((m) => m.data.email);
    expect(new Set(emails).size).toBe(emails.length);
    const reserved = new Map(
      ofType(main.events, 'ValueReserved').map((r) => [r.data.value, r.data.ownerId]),
    );
    for (const { data } of members) {
      expect(reserved.get(data.email)).toBe(data.memberId);
      const { memberId: _, userId: __, ...input } = data;
      expect(memberAddSchema(data.joinDate).safeParse(input).error).toBeUndefined();
      expect(data.joinDate <= TODAY).toBe(true);
    }
  });

  it('keeps every ledger within 0 ≤ paid ≤ total and every payment inside its membership, none after today', () => {
    const memberships = [...byStream(main.events)].filter(([id]) => id.startsWith('membership-'));
    expect(memberships.length).toBe(main.summary.memberships);
    for (const [, stream] of memberships) {
      const events = stream.map((e) => parsed(e) as MembershipEvent);
      const state = events.reduce(membershipDecider.evolve, membershipDecider.initialState());
      if (!state.exists) throw new Error('a membership stream without MembershipCreated');
      expect(state.paidPaise).toBeGreaterThanOrEqual(0);
      expect(state.paidPaise).toBeLessThanOrEqual(state.totalPaise);
      for (const e of events) {
        if (e.type !== 'PaymentRecorded') continue;
        expect(e.data.paymentDay >= state.startDate && e.data.paymentDay <= state.endDate).toBe(
          true,
        );
        expect(e.data.paymentDay <= TODAY).toBe(true);
        expect(calendarDateIn(TIME_ZONE, new Date(e.data.paidAt))).toBe(e.data.paymentDay);
      }
      const times = stream.map((e) => e.metadata.occurredAt);
      expect(times).toEqual([...times].sort());
      expect(calendarDateIn(TIME_ZONE, new Date(times.at(-1)!)) <= TODAY).toBe(true);
    }
  });

  it('chains renewals (each starts where the one it renews ends), every membership after its member registered', () => {
    const created = ofType(main.events, 'MembershipCreated');
    const byId = new Map(created.map((c) => [c.data.membershipId, c]));
    const renewals = created.filter((c) => c.data.renewsMembershipId);
    expect(renewals.length).toBeGreaterThan(100);
    for (const renewal of renewals) {
      const renewed = byId.get(renewal.data.renewsMembershipId!)!;
      expect(renewal.data.startDate).toBe(renewed.data.endDate);
      expect(renewal.data.memberId).toBe(renewed.data.memberId);
      expect(comparePositions(renewal.position, renewed.position)).toBeGreaterThan(0);
      expect(renewal.metadata.occurredAt > renewed.metadata.occurredAt).toBe(true);
    }
    const registered = new Map(
      ofType(main.events, 'MemberRegistered').map((m) => [m.data.memberId, m]),
    );
    for (const c of created) {
      const member = registered.get(c.data.memberId)!;
      expect(c.metadata.occurredAt > member.metadata.occurredAt).toBe(true);
      expect(comparePositions(c.position, member.position)).toBeGreaterThan(0);
    }
  });

  it('gives the same events, ids included, for the same seed', async () => {
    const again = await seeded({ members: 200, payments: 1000, randomSeed: 7 });
    try {
      const strip = (events: readonly RecordedEvent[]) =>
        [...byStream(events)]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([id, stream]) => [id, stream.map((e) => [e.type, e.data, e.metadata])]);
      expect(strip(again.events)).toEqual(strip(main.events));
    } finally {
      await again.close();
    }
  });

  it('replays into every read model', async () => {
    const logger = createLogger({ level: 'silent' });
    for (const projector of allProjectors) {
      await rebuildProjector({ db: main.db, store: main.store, projector, logger });
    }
    const members = await listMembers(main.db, null, {
      sort: { field: 'createdAt', order: 'DESC' },
      range: [0, 9],
      filter: {},
    });
    expect(members.total).toBe(200);
    const count = async (table: string) => {
      const [row] = await main.db(table).count<{ count: string }[]>('* as count');
      return Number(row?.count);
    };
    expect(await count('payments')).toBe(1000);
    expect(await count('memberships')).toBe(main.summary.memberships);
  });

  it('keeps every payment in the current financial year when asked', async () => {
    const year = await seeded({ members: 50, payments: 400, randomSeed: 3, currentYearOnly: true });
    try {
      const payments = ofType(year.events, 'PaymentRecorded');
      expect(payments).toHaveLength(400);
      for (const p of payments)
        expect(financialYearOf(p.data.paymentDay)).toBe(financialYearOf(TODAY));
    } finally {
      await year.close();
    }
  });

  it('spreads a chain over its branches: members at each, memberships sold at home, a few payments elsewhere', async () => {
    const chain = await seeded({ members: 300, payments: 3000, randomSeed: 5, branches: 3 });
    try {
      const opened = ofType(chain.events, 'BranchOpened');
      expect(opened.map((e) => e.data.code)).toEqual(['KRM', 'JYN']);
      const home = new Map(
        ofType(chain.events, 'MemberRegistered').map((e) => [e.data.memberId, e.data.homeBranchId]),
      );
      const perBranch = new Map<string, number>();
      for (const branch of home.values()) perBranch.set(branch, (perBranch.get(branch) ?? 0) + 1);
      expect(perBranch.size).toBe(3);
      for (const count of perBranch.values()) expect(count).toBeGreaterThan(60);
      for (const m of ofType(chain.events, 'MembershipCreated'))
        expect(m.data.branchId).toBe(home.get(m.data.memberId));
      const payments = ofType(chain.events, 'PaymentRecorded');
      const away = payments.filter((p) => p.data.branchId !== home.get(p.data.memberId));
      expect(away.length).toBeGreaterThan(0);
      expect(away.length).toBeLessThan(payments.length * 0.06);
    } finally {
      await chain.close();
    }
  });

  it('refuses options that make no sense', () => {
    expect(() => validateSeedOptions({ members: 0, payments: 0 })).toThrow(/members/);
    expect(() =>
      validateSeedOptions({ members: 2, payments: 2 * MAX_PAYMENTS_PER_MEMBER + 1 }),
    ).toThrow(/payments/);
    expect(() => validateSeedOptions({ members: 2, payments: 2, today: '2026-02-30' })).toThrow(
      /today/,
    );
    expect(() => validateSeedOptions({ members: 2, payments: 2, branches: 26 })).toThrow(
      /branches/,
    );
  });
});
