import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIN_BRANCH_ID,
  START,
  addDays,
  daysBetween,
  memberStream,
  type BranchFilter,
  type CalendarDate,
  type GlobalPosition,
  type VisitsPerDayDto,
} from '@gym/contracts';
import { createDb } from '@gym/platform';
import * as membersWhoCame from '../../migrations/0112_members_who_came';
import { rebuildProjectors } from '../../runner/rebuild';
import { createProjectionRunner, type ProjectionRunner } from '../../runner/runner';
import { createProjectionHarness } from '../../testing/harness';
import { testEvent } from '../../testing/planEvents';
import type { ReportRange } from '../reports/query';
import { checkInsProjector } from './projection';
import { visitsPerDay, wholeMonthsIn } from './visitsPerDay';

const BRANCHES = [MAIN_BRANCH_ID, randomUUID(), randomUUID()] as const;
const [A, B, C] = BRANCHES;
const MEMBERS = Array.from({ length: 12 }, () => randomUUID());
const FIRST_DAY = '2026-01-25';
const LAST_DAY = '2026-04-05';
/** A day no one else comes: one member, at A and then at B. */
const TWO_BRANCHES_DAY = '2026-04-20';
const TWO_BRANCHES_MEMBER = randomUUID();

interface Visit {
  memberId: string;
  branchId: string;
  day: CalendarDate;
}

/** Some 300 visits over 71 days across three whole and partial months, from a fixed seed. */
const VISITS: Visit[] = [
  { memberId: TWO_BRANCHES_MEMBER, branchId: A, day: TWO_BRANCHES_DAY },
  { memberId: TWO_BRANCHES_MEMBER, branchId: B, day: TWO_BRANCHES_DAY },
  // A, B and A again (a visit of its own: the last scan was at B).
  { memberId: MEMBERS[0]!, branchId: A, day: '2026-02-10' },
  { memberId: MEMBERS[0]!, branchId: B, day: '2026-02-10' },
  { memberId: MEMBERS[0]!, branchId: A, day: '2026-02-10' },
  ...fc.sample(
    fc.record({
      memberId: fc.constantFrom(...MEMBERS),
      // Most members keep to their own branch; some days they come to another.
      branchId: fc.constantFrom(A, A, B, ...BRANCHES),
      day: fc
        .integer({ min: 0, max: daysBetween(FIRST_DAY, LAST_DAY) })
        .map((n) => addDays(FIRST_DAY, n)),
    }),
    { numRuns: 300, seed: 33 },
  ),
];

/** What the report must say, counted from the visits themselves. */
function expected(branches: BranchFilter, range: ReportRange): VisitsPerDayDto {
  const inScope = VISITS.filter(
    (v) => v.day >= range.from && v.day <= range.to && (!branches || branches.includes(v.branchId)),
  );
  const days = daysBetween(range.from, range.to) + 1;
  const rows = Array.from({ length: days }, (_, i) => {
    const day = addDays(range.to, -i);
    const that = inScope.filter((v) => v.day === day);
    return { day, visits: that.length, members: new Set(that.map((v) => v.memberId)).size };
  });
  return {
    ...range,
    days,
    rows,
    total: inScope.length,
    membersInRange: new Set(inScope.map((v) => v.memberId)).size,
  };
}

const aRange = fc
  .tuple(
    fc.integer({ min: -5, max: daysBetween(FIRST_DAY, LAST_DAY) + 5 }),
    fc.integer({ min: 0, max: 80 }),
  )
  .map(([start, length]) => ({
    from: addDays(FIRST_DAY, start),
    to: addDays(FIRST_DAY, start + length),
  }));
const someBranches: fc.Arbitrary<BranchFilter> = fc.oneof(
  fc.constant(null),
  fc.subarray([...BRANCHES], { minLength: 1 }),
);

describe('visits per day: visits add up over branches, members who came do not', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  let runner: ProjectionRunner;

  beforeAll(async () => {
    h = await createProjectionHarness([checkInsProjector]);
    runner = createProjectionRunner({
      db: h.db,
      store: h.store,
      projectors: [checkInsProjector],
      logger: h.logger,
    });
    await runner.start();
    // In a few rounds, each applied before the next: visits land on days the read model has.
    const rounds = 4;
    for (let round = 0; round < rounds; round += 1) {
      let last: GlobalPosition = START;
      for (const memberId of [...MEMBERS, TWO_BRANCHES_MEMBER]) {
        const visits = VISITS.filter((v, i) => v.memberId === memberId && i % rounds === round);
        if (!visits.length) continue;
        const appended = await h.store.appendToStream(
          memberStream(memberId),
          visits.map((v) =>
            testEvent('MemberCheckedIn', {
              checkInId: randomUUID(),
              memberId,
              branchId: v.branchId,
              membershipId: null,
              checkedInAt: `${v.day}T06:00:00.000Z`,
              day: v.day,
              override: null,
            }),
          ),
          { expectedRevision: 'any' },
        );
        last = appended.position;
      }
      expect(await h.progress.waitFor(last, 20_000)).toBe(true);
    }
  }, 60_000);

  afterAll(async () => {
    await runner?.stop();
    await h?.close();
  });

  it('counts a member at two branches on a day as 2 visits and 1 member, 1 and 1 at each', async () => {
    const day = { from: TWO_BRANCHES_DAY, to: TWO_BRANCHES_DAY };
    const figures = async (branches: BranchFilter) => {
      const report = await visitsPerDay(h.db, branches, day);
      return [report.rows[0]!.visits, report.rows[0]!.members, report.total, report.membersInRange];
    };
    expect(await figures(null)).toEqual([2, 1, 2, 1]);
    expect(await figures([A, B])).toEqual([2, 1, 2, 1]);
    expect(await figures([A])).toEqual([1, 1, 1, 1]);
    expect(await figures([B])).toEqual([1, 1, 1, 1]);
    expect(await figures([C])).toEqual([0, 0, 0, 0]);
  });

  it('answers any range and branches as the visits themselves count (property)', async () => {
    await fc.assert(
      fc.asyncProperty(aRange, someBranches, async (range, branches) => {
        expect(await visitsPerDay(h.db, branches, range)).toEqual(expected(branches, range));
      }),
      { seed: 33, numRuns: 60 },
    );
  });

  it("gives the range's members once each, not the days' members summed", async () => {
    const range = { from: FIRST_DAY, to: LAST_DAY };
    const report = await visitsPerDay(h.db, null, range);
    expect(report.membersInRange).toBe(MEMBERS.length);
    expect(report.rows.reduce((n, r) => n + r.members, 0)).toBeGreaterThan(MEMBERS.length);
    expect(report.rows.reduce((n, r) => n + r.visits, 0)).toBe(report.total);
  });

  it('answers the same after a rebuild (one batch) and after 0112 fills the counts from the visits', async () => {
    const ranges = [
      { from: FIRST_DAY, to: TWO_BRANCHES_DAY },
      { from: '2026-02-01', to: '2026-03-31' },
      { from: '2026-02-09', to: '2026-03-02' },
    ];
    const scopes: BranchFilter[] = [null, [A], [A, B], [C]];
    await runner.stop();
    await rebuildProjectors({
      db: h.db,
      store: h.store,
      logger: h.logger,
      projectors: [checkInsProjector],
    });
    await membersWhoCame.down(h.db);
    await membersWhoCame.up(h.db);
    // A fresh pool: the answers kept while the projections stood would hide a difference.
    const fresh = createDb(h.url);
    try {
      for (const range of ranges)
        for (const branches of scopes)
          expect(await visitsPerDay(fresh, branches, range)).toEqual(expected(branches, range));
    } finally {
      await fresh.destroy();
    }
  });
});

describe('wholeMonthsIn', () => {
  it('splits a range into its whole months and the days around them', () => {
    expect(wholeMonthsIn({ from: '2026-01-15', to: '2026-03-10' })).toEqual({
      months: { from: '2026-02-01', until: '2026-03-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-10' },
      ],
    });
    expect(wholeMonthsIn({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      months: { from: '2026-01-01', until: '2027-01-01' },
      days: [],
    });
    expect(wholeMonthsIn({ from: '2026-01-10', to: '2026-02-05' })).toEqual({
      months: null,
      days: [{ from: '2026-01-10', to: '2026-02-05' }],
    });
  });
});
