import type { Knex } from 'knex';
import type { MemberEvent } from '@gym/contracts';
import type { ProjectedEvent, Projector } from '../../runner/projector';

type CheckInEvent = Extract<MemberEvent, { type: 'MemberCheckedIn' }>;

/** Rows per INSERT: eight columns each, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/**
 * A batch in a few statements (a rebuild replays the whole log): which members had already
 * visited on those days (at that branch) read in one select, the first visits of the day counted
 * in memory in log order, then the visits inserted and each branch's day's counts added in one
 * upsert.
 */
async function applyCheckIns(trx: Knex.Transaction, events: readonly ProjectedEvent[]) {
  const checkIns = (events as readonly ProjectedEvent<CheckInEvent>[]).map((e) => ({
    data: e.data,
    actor: e.metadata.actorUserId,
  }));
  const visit = (memberId: string, day: string, branchId: string) =>
    `${memberId} ${day} ${branchId}`;
  const pairs = [
    ...new Map(checkIns.map(({ data: d }) => [visit(d.memberId, d.day, d.branchId), d])).values(),
  ];
  // A member's first visit of the day at a branch counts once in its `members` (index probes on
  // member and day).
  const seen = new Set<string>();
  for (let i = 0; i < pairs.length; i += CHUNK) {
    const chunk = pairs.slice(i, i + CHUNK);
    const { rows } = await trx.raw<{
      rows: { member_id: string; day: string; branch_id: string }[];
    }>(
      `select distinct c.member_id, c.day::text as day, c.branch_id from check_ins c
        join unnest(?::uuid[], ?::date[], ?::uuid[]) as v(member_id, day, branch_id)
          on c.member_id = v.member_id and c.day = v.day and c.branch_id = v.branch_id`,
      [chunk.map((d) => d.memberId), chunk.map((d) => d.day), chunk.map((d) => d.branchId)],
    );
    for (const row of rows) seen.add(visit(row.member_id, row.day, row.branch_id));
  }
  const days = new Map<
    string,
    { day: string; branch_id: string; visits: number; members: number }
  >();
  for (const { data: d } of checkIns) {
    const key = visit(d.memberId, d.day, d.branchId);
    const dayAt = `${d.branchId} ${d.day}`;
    const counts = days.get(dayAt) ?? { day: d.day, branch_id: d.branchId, visits: 0, members: 0 };
    counts.visits += 1;
    if (!seen.has(key)) counts.members += 1;
    seen.add(key);
    days.set(dayAt, counts);
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
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx('check_ins').insert(rows.slice(i, i + CHUNK));
  const counts = [...days.values()];
  for (let i = 0; i < counts.length; i += CHUNK)
    await trx('visits_per_day')
      .insert(counts.slice(i, i + CHUNK))
      .onConflict(['branch_id', 'day'])
      .merge({
        visits: trx.raw('visits_per_day.visits + excluded.visits'),
        members: trx.raw('visits_per_day.members + excluded.members'),
      });
}

/** Visits at the desk, by day and by member, and the visits-per-day counts. */
export const checkInsProjector: Projector = {
  name: 'check-ins',
  // 2: the desk's branch; visits per day per branch.
  version: 2,
  tables: ['check_ins', 'visits_per_day'],
  // Whether a member already visited that day.
  lookups: ['check_ins (member_id, day)'],
  handles: ['MemberCheckedIn'],
  apply(trx, event) {
    return applyCheckIns(trx, [event]);
  },
  applyBatch: applyCheckIns,
};
