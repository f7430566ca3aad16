import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  memberStream,
  membershipStream,
  parseDomainEvent,
  type MembershipEvent,
} from '@gym/contracts';
import { createDb, createPostgresEventStore, type Db, migrateToLatest } from '@gym/platform';
import {
  memberDecider,
  membershipDecider,
  membershipFacts,
  type MembershipCommand,
} from '@gym/domain';
import { commandServiceMigrations } from '../migrations';
import { createTestDatabase } from '../../../scripts/test/db';
import { countingStore } from '../testing/countingStore';
import {
  activeMember,
  admitsHome,
  ashaDetails,
  mainBranch,
} from '../../../scripts/test/sampleMember';
import { createCommandHandler, SNAPSHOT_EVERY } from './handleCommand';
import { createSnapshotStore } from './snapshots';

const memberId = randomUUID();
const context = () => ({ actorUserId: null, correlationId: randomUUID(), now: new Date() });

const create = (membershipId: string): MembershipCommand => ({
  type: 'CreateMembership',
  membershipId,
  member: activeMember(memberId),
  plan: {
    planId: randomUUID(),
    name: 'Lifetime',
    pricePaise: 100_000_000,
    durationDays: 365,
    isActive: true,
    admits: admitsHome,
  },
  branch: mainBranch,
  gstOnTop: null,
  startDate: '2026-05-01',
  renewsMembershipId: null,
  nextPaymentDueDate: null,
});

const pay = (): MembershipCommand => ({
  type: 'RecordPayment',
  paymentId: randomUUID(),
  branch: mainBranch,
  amountPaise: 100,
  method: 'cash',
  paidAt: '2026-05-02T05:00:00.000Z',
  paymentDay: '2026-05-02',
  manualReceiptNumber: null,
  notes: null,
  nextPaymentDueDate: null,
  receivedByUserId: null,
  idempotencyKey: null,
});

describe('command handler on a long stream', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let store: ReturnType<typeof createPostgresEventStore>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await migrateToLatest(db, ...commandServiceMigrations);
    store = createPostgresEventStore({ connectionString: database.url });
  });

  afterAll(async () => {
    await store.close();
    await db.destroy();
    await database.drop();
  });

  it('reads a bounded number of events per command however long the stream grows', async () => {
    const counting = countingStore(store);
    const handle = createCommandHandler({
      store: counting.store,
      snapshots: createSnapshotStore(db),
    });
    const id = randomUUID();
    await handle(membershipDecider, membershipStream(id), create(id), context());
    const readPerCommand: number[] = [];
    for (let i = 0; i < 200; i++) {
      counting.reset();
      await handle(membershipDecider, membershipStream(id), pay(), context());
      readPerCommand.push(counting.counts.readStream);
    }
    expect(Math.max(...readPerCommand)).toBeLessThanOrEqual(SNAPSHOT_EVERY);

    // The state from snapshot + tail is the state of the whole stream.
    const whole = (await store.readStream(membershipStream(id)))
      .map((e) => parseDomainEvent(e.type, e.data) as MembershipEvent)
      .reduce(membershipDecider.evolve, membershipDecider.initialState());
    expect(whole.exists && whole.paidPaise).toBe(200 * 100);
    expect(await handle.load(membershipDecider, membershipStream(id))).toEqual(whole);
  });

  it("reads a bounded number of a member's events however many visits they make", async () => {
    const counting = countingStore(store);
    const handle = createCommandHandler({
      store: counting.store,
      snapshots: createSnapshotStore(db),
    });
    const member = randomUUID();
    await handle(
      memberDecider,
      memberStream(member),
      {
        type: 'RegisterMember',
        memberId: member,
        userId: null,
        details: { ...ashaDetails, email: `${member}@example.com` },
        status: 'active',
        joinDate: '2026-04-01',
        homeBranchId: MAIN_BRANCH_ID,
      },
      context(),
    );
    const membershipId = randomUUID();
    await handle(
      membershipDecider,
      membershipStream(membershipId),
      create(membershipId),
      context(),
    );
    const membership = membershipFacts(
      await handle.load(membershipDecider, membershipStream(membershipId)),
    );
    const readPerVisit: number[] = [];
    for (let day = 0; day < 120; day++) {
      counting.reset();
      await handle(
        memberDecider,
        memberStream(member),
        {
          type: 'CheckInMember',
          checkInId: randomUUID(),
          checkedInAt: new Date().toISOString(),
          day: '2026-06-01',
          membership,
          plan: { admits: admitsHome },
          branchId: MAIN_BRANCH_ID,
          branchNames: {},
          override: { reason: 'Test visit' },
        },
        context(),
      );
      readPerVisit.push(counting.counts.readStream);
    }
    expect(Math.max(...readPerVisit)).toBeLessThanOrEqual(SNAPSHOT_EVERY);
    // An edit of the member after years of visits reads no more.
    counting.reset();
    await handle(
      memberDecider,
      memberStream(member),
      { type: 'ChangeMemberStatus', status: 'inactive' },
      context(),
    );
    expect(counting.counts.readStream).toBeLessThanOrEqual(SNAPSHOT_EVERY);
  });

  it('ignores a snapshot of another state version and folds the stream instead', async () => {
    const snapshots = createSnapshotStore(db);
    const handle = createCommandHandler({ store, snapshots });
    const id = randomUUID();
    await handle(membershipDecider, membershipStream(id), create(id), context());
    for (let i = 0; i < SNAPSHOT_EVERY + 5; i++) {
      await handle(membershipDecider, membershipStream(id), pay(), context());
    }
    const current = await handle.load(membershipDecider, membershipStream(id));
    expect(await snapshots.load(membershipStream(id), membershipDecider.snapshot)).not.toBeNull();

    const changed = { ...membershipDecider, snapshot: { kind: 'membership', version: 999 } };
    expect(await snapshots.load(membershipStream(id), changed.snapshot)).toBeNull();
    expect(await handle.load(changed, membershipStream(id))).toEqual(current);
  });
});
