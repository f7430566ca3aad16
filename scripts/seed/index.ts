import { branchOpenings, seedBranchList } from './branches';
import {
  DEFAULT_TIME_ZONE,
  WrongExpectedRevisionError,
  calendarDateIn,
  comparePositions,
  planStream,
  type GlobalPosition,
  type StreamAppend,
} from '@gym/contracts';
import { buildCatalogue, type PlanFamily, type CataloguePlan } from './catalogue';
import { createGymClock } from './clock';
import { dayOf, financialYearStart, yearsBefore, type Day } from './days';
import { memberAppends } from './memberAppends';
import { branchExpenses } from './expenses';
import { gymSettingsAppend } from './gymSettings';
import { EmailBook } from './memberProfile';
import { planEvents } from './planEvents';
import {
  SEED_STAFF,
  SeedError,
  validateSeedOptions,
  type SeedOptions,
  type SeedSummary,
} from './options';
import { ProgressTracker } from './progress';
import { createRandom } from './random';
import { planRoster } from './roster';
import { TaskPool } from './taskPool';

export type { SeedProgress } from './progress';

/** Streams per bulk append: large enough that commits are rare, small enough to stream. */
const BLOCK_STREAMS = 400;

interface BlockCounts {
  members: number;
  memberships: number;
  payments: number;
}
export { formatProgress } from './progress';
export * from './options';

/**
 * Appends a realistic history through the event store port: the plan catalogue, then each
 * member (e-mail reservation and registration) followed by their memberships in renewal order,
 * each membership's whole life in one append. Every event comes from a real decider's `decide`.
 * Members are generated one after another and appended `concurrency` at a time, so memory stays
 * bounded whatever the size.
 */
export async function seedHistory(options: SeedOptions): Promise<SeedSummary> {
  validateSeedOptions(options);
  const { store } = options;
  const seed = options.randomSeed ?? 1;
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today: Day = dayOf(options.today ?? calendarDateIn(timeZone, new Date()));
  const start = options.currentYearOnly
    ? financialYearStart(today)
    : yearsBefore(today, options.years ?? 3);
  const clock = createGymClock(timeZone, today, new Date());
  const progress = new ProgressTracker(options, options.onProgress);
  let lastPosition: GlobalPosition | null = null;

  const planRandom = createRandom(`${seed}:plans`);
  const plans = buildCatalogue(planRandom, start - 7, today);
  const first = plans[0];
  if (first && (await store.readStream(planStream(first.planId))).length > 0) {
    throw new SeedError(
      `this event store already holds seed ${seed}'s data: seed into an empty database (or pick another seed)`,
    );
  }
  await appendBlock(
    plans.map((plan) => ({
      streamId: planStream(plan.planId),
      events: planEvents(plan, { clock, random: planRandom, owner: SEED_STAFF.owner }),
      expectedRevision: 'no_stream',
    })),
    { members: 0, memberships: 0, payments: 0 },
  );

  const branches = seedBranchList(options.branches ?? 1);
  const opening = { clock, day: start - 7, owner: SEED_STAFF.owner };
  await appendBlock(
    [gymSettingsAppend(opening), ...branchOpenings(branches, opening)].map((a) => ({
      ...a,
      expectedRevision: 'no_stream' as const,
    })),
    { members: 0, memberships: 0, payments: 0 },
  );
  const catalogue = new Map<PlanFamily, CataloguePlan>(plans.map((p) => [p.family, p]));
  const roster = planRoster({
    seed,
    members: options.members,
    payments: options.payments,
    start,
    today,
  });
  const emails = new EmailBook();
  const pool = new TaskPool(options.concurrency ?? 8);
  // Members go in blocks, each one bulk append (one transaction on PostgreSQL): inside a block a
  // member's registration comes first, then their memberships in order (a renewal's projection
  // looks up the membership it renews).
  let block: StreamAppend[] = [];
  let blockCounts: BlockCounts = { members: 0, memberships: 0, payments: 0 };
  const flush = async () => {
    const appends = block;
    const counts = blockCounts;
    block = [];
    blockCounts = { members: 0, memberships: 0, payments: 0 };
    if (appends.length) await pool.start(() => appendBlock(appends, counts));
  };
  async function appendBlock(appends: StreamAppend[], counts: BlockCounts) {
    try {
      for (const { position } of await store.appendToStreams(appends)) {
        if (!lastPosition || comparePositions(position, lastPosition) > 0) lastPosition = position;
      }
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      throw new SeedError(
        `${error.streamId} already exists: seed into an empty database (or pick another seed)`,
      );
    }
    progress.counts.events += appends.reduce((sum, a) => sum + a.events.length, 0);
    progress.counts.appends += appends.length;
    progress.counts.members += counts.members;
    progress.counts.memberships += counts.memberships;
    progress.counts.payments += counts.payments;
    progress.tick();
  }
  try {
    for (let i = 0; i < options.members; i++) {
      const member = memberAppends(i, {
        seed,
        joinDay: roster.joinDays[i]!,
        budget: roster.budgets[i]!,
        catalogue,
        emails,
        clock,
        staff: SEED_STAFF,
        today,
        branches,
      });
      for (const a of [...member.registration, ...member.memberships]) {
        block.push({ streamId: a.streamId, events: a.events, expectedRevision: 'no_stream' });
      }
      blockCounts.members++;
      for (const m of member.memberships) {
        blockCounts.memberships++;
        blockCounts.payments += m.payments;
      }
      if (block.length >= BLOCK_STREAMS) await flush();
    }
    await flush();
    await pool.drain();
  } catch (error) {
    // Let the appends under way finish before the caller closes the store.
    await pool.drain().catch(() => undefined);
    throw error;
  }

  // Each branch's rent, salaries, bills and cash paid out, a block per branch.
  for (const branch of branches) {
    const expenses = branchExpenses(branch, {
      clock,
      start,
      today,
      seed,
      owner: SEED_STAFF.owner,
      desk: SEED_STAFF.frontDesk,
    }).map((a) => ({ ...a, expectedRevision: 'no_stream' as const }));
    await appendBlock(expenses, { members: 0, memberships: 0, payments: 0 });
  }

  progress.tick(true);
  return { ...progress.counts, seconds: progress.seconds, lastPosition };
}
