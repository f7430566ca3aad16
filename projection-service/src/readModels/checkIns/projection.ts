import type { Knex } from 'knex';
import type { MemberEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type CheckInEvent = Extract<MemberEvent, { type: 'MemberCheckedIn' }>;

/** Rows per INSERT: eight columns each, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/** A member's day, as the maps below key it (ids lower-cased: as PostgreSQL writes them). */
const memberDay = (memberId: string, day: string) => `${memberId.toLowerCase()} ${day}`;

/** A set of branches as `visitors_per_day` keys it: sorted (uuid order is lower-case hex order). */
const sortedSet = (branchIds: Iterable<string>) => [...branchIds].sort();

/** The branches each member had already visited on those days (index probes on member and day). */
async function branchesVisitedBefore(
  trx: Knex.Transaction,
  pairs: readonly { memberId: string; day: string }[],
): Promise<Map<string, ReadonlySet<string>>> {
  const before = new Map<string, ReadonlySet<string>>();
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const chunk = pairs.slice(i, i + CHUNK);
    const { rows } = await trx.raw<{
      rows: { member_id: string; day: string; branch_ids: string[] }[];
    }>(
      `select c.member_id, c.day::text as day, array_agg(distinct c.branch_id)::text[] as branch_ids
         from check_ins c
         join unnest(?::uuid[], ?::date[]) as v(member_id, day)
           on c.member_id = v.member_id and c.day = v.day
        group by 1, 2`,
      [chunk.map((p) => p.memberId), chunk.map((p) => p.day)],
    );
    for (const row of rows) before.set(memberDay(row.member_id, row.day), new Set(row.branch_ids));
  }
  return before;
}

/** `write` for `rows`, CHUNK rows a statement. */
async function inChunks<T>(rows: readonly T[], write: (chunk: readonly T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK));
}

/**
 * A batch in a few statements (a rebuild replays the whole log): the branches each member had
 * already visited on those days read in one select, the batch's visits added up in memory in log
 * order, then the visits inserted and each count moved by one upsert: a branch's visits of the
 * day; the day's members by the set of branches they visited (a member's second branch of the day
 * moves them from {A} to {A,B}: over several branches they count once); the members who visited a
 * branch in a month.
 */
async function applyCheckIns(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const checkIns = (events as readonly ProjectedEvent<CheckInEvent>[]).map((e) => ({
    data: e.data,
    actor: e.metadata.actorUserId,
  }));
  const pairs = [
    ...new Map(checkIns.map(({ data: d }) => [memberDay(d.memberId, d.day), d])).values(),
  ];
  const before = await branchesVisitedBefore(trx, pairs);
  const visited = new Map<string, { day: string; branches: Set<string> }>();
  const visits = new Map<string, { day: string; branch_id: string; visits: number }>();
  const months = new Map<string, { month: string; branch_id: string; member_id: string }>();
  for (const { data: d } of checkIns) {
    const [memberId, branchId] = [d.memberId.toLowerCase(), d.branchId.toLowerCase()];
    const key = memberDay(memberId, d.day);
    const member = visited.get(key) ?? { day: d.day, branches: new Set(before.get(key)) };
    member.branches.add(branchId);
    visited.set(key, member);
    const at = visits.get(`${branchId} ${d.day}`) ?? { day: d.day, branch_id: branchId, visits: 0 };
    at.visits += 1;
    visits.set(`${branchId} ${d.day}`, at);
    const month = `${d.day.slice(0, 7)}-01`;
    months.set(`${month} ${branchId} ${memberId}`, {
      month,
      branch_id: branchId,
      member_id: memberId,
    });
  }
  const visitors = new Map<string, { day: string; branch_ids: string[]; members: number }>();
  const count = (day: string, branches: Iterable<string>, change: number) => {
    const set = sortedSet(branches);
    const key = `${day} ${set.join(',')}`;
    const row = visitors.get(key) ?? { day, branch_ids: set, members: 0 };
    row.members += change;
    visitors.set(key, row);
  };
  for (const [key, { day, branches }] of visited) {
    const was = before.get(key);
    if (was?.size === branches.size) continue;
    if (was) count(day, was, -1);
    count(day, branches, 1);
  }
  const rows = checkIns.map(({ data: d, actor }) => ({
    id: d.checkInId,
    member_id: d.memberId,
    membership_id: d.membershipId,
    checked_in_at: d.checkedInAt,
    day: d.day,
    branch_id: d.branchId,
    override_reason: d.override?.reason ?? null,
    override_refusal: d.override?.refusal ?? null,
    checked_in_by: actor,
  }));
  await inChunks(rows, (chunk) => trx('check_ins').insert(chunk));
  await inChunks([...visits.values()], (chunk) =>
    trx('visits_per_day')
      .insert(chunk)
      .onConflict(['branch_id', 'day'])
      .merge({ visits: trx.raw('visits_per_day.visits + excluded.visits') }),
  );
  const moved = [...visitors.values()].filter((row) => row.members !== 0);
  await inChunks(moved, (chunk) =>
    trx('visitors_per_day')
      .insert(chunk)
      .onConflict(['day', 'branch_ids'])
      .merge({ members: trx.raw('visitors_per_day.members + excluded.members') }),
  );
  // A set the batch moved its last member out of.
  const left = moved.filter((row) => row.members < 0);
  if (left.length)
    await trx('visitors_per_day')
      .where('members', 0)
      .whereIn('day', [...new Set(left.map((row) => row.day))])
      .delete();
  await inChunks([...months.values()], (chunk) =>
    trx('member_visit_months')
      .insert(chunk)
      .onConflict(['month', 'branch_id', 'member_id'])
      .ignore(),
  );
}

/** Visits at the desk, by day and by member, and the visits report's counts. */
export const checkInsProjector: Projector = {
  name: 'check-ins',
  // 2: the desk's branch; visits per day per branch. (Migration 0112 filled the members who came
  // from `check_ins`: no rebuild.)
  version: 2,
  tables: ['check_ins', 'visits_per_day', 'visitors_per_day', 'member_visit_months'],
  // Whether a member already visited that day.
  lookups: ['check_ins (member_id, day)'],
  handles: ['MemberCheckedIn'],
  apply(trx, event) {
    return applyCheckIns(trx, [event]);
  },
  applyBatch: applyCheckIns,
};
