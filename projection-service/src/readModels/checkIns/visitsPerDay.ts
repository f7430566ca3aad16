import type { Knex } from 'knex';
import {
  addDays,
  daysBetween,
  monthStart,
  type BranchFilter,
  type CalendarDate,
  type VisitsPerDayDto,
} from '@gym/contracts';
import { andBranchesSql, andMeetsBranchesSql, branchesKey } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';
import type { ReportRange } from '../reports/query';

/**
 * Visits and members who came per day of the range (days without visits included, as 0), the
 * newest day first; `page` ([first, last] of those days) answers only those lines. The totals
 * cover the whole range. Over several branches visits add up; a member counts once a day, and
 * once in the range's members, however many branches they came to.
 */
export async function visitsPerDay(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
  page?: readonly [number, number],
): Promise<VisitsPerDayDto> {
  const [rows, totals] = await Promise.all([
    daysOf(db, branches, range, page ?? [0, Number.MAX_SAFE_INTEGER - 1]),
    totalsOf(db, branches, range),
  ]);
  return { ...range, days: daysBetween(range.from, range.to) + 1, rows, ...totals };
}

/** The lines: a day's visits are its branches' summed, its members the sets of branches met. */
async function daysOf(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
  [first, last]: readonly [number, number],
): Promise<VisitsPerDayDto['rows']> {
  const at = andBranchesSql('branch_id', branches);
  const meets = andMeetsBranchesSql('branch_ids', branches);
  const { rows } = await db.raw<{ rows: { day: string; visits: string; members: string }[] }>(
    `select d::date::text as day, coalesce(v.visits, 0) as visits, coalesce(m.members, 0) as members
       from generate_series(?::date, ?::date, interval '-1 day') d
       left join (select day, sum(visits) as visits
                    from visits_per_day
                   where day between ?::date and ?::date${at.sql}
                   group by day) v on v.day = d::date
       left join (select day, sum(members) as members
                    from visitors_per_day
                   where day between ?::date and ?::date${meets.sql}
                   group by day) m on m.day = d::date
      order by d desc
     offset ? limit ?`,
    [
      range.to,
      range.from,
      range.from,
      range.to,
      ...at.bindings,
      range.from,
      range.to,
      ...meets.bindings,
      first,
      last - first + 1,
    ],
  );
  return rows.map((r) => ({ day: r.day, visits: Number(r.visits), members: Number(r.members) }));
}

/**
 * The range as whole months (`from` to `until`, month starts, `until` left out; null when it
 * holds none) and the days before and after them.
 */
export function wholeMonthsIn(range: ReportRange): {
  months: { from: CalendarDate; until: CalendarDate } | null;
  days: ReportRange[];
} {
  const from = range.from.endsWith('-01') ? range.from : monthStart(range.from, 1);
  const until = monthStart(addDays(range.to, 1));
  if (from >= until) return { months: null, days: [range] };
  const days: ReportRange[] = [];
  if (range.from < from) days.push({ from: range.from, to: addDays(from, -1) });
  if (until <= range.to) days.push({ from: until, to: range.to });
  return { months: { from, until }, days };
}

/**
 * Every visit in the range, and the different members who came: those of its whole months
 * (`member_visit_months`) and of its other days (`check_ins`), each once. A year reads a few
 * rows per member who came each month, not each visit; kept while the projections stand.
 */
function totalsOf(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<Pick<VisitsPerDayDto, 'total' | 'membersInRange'>> {
  const key = `visits-totals:${range.from}:${range.to}:${branchesKey(branches)}`;
  return whileProjectionsStand(db, key, async () => {
    const at = andBranchesSql('branch_id', branches);
    const { months, days } = wholeMonthsIn(range);
    const who = [
      ...(months
        ? [
            {
              sql: `select member_id from member_visit_months
                     where month >= ?::date and month < ?::date${at.sql}`,
              bindings: [months.from, months.until, ...at.bindings],
            },
          ]
        : []),
      ...days.map((d) => ({
        sql: `select member_id from check_ins where day between ?::date and ?::date${at.sql}`,
        bindings: [d.from, d.to, ...at.bindings],
      })),
    ];
    const [visits, members] = await Promise.all([
      db.raw<{ rows: { total: string }[] }>(
        `select coalesce(sum(visits), 0) as total
           from visits_per_day
          where day between ?::date and ?::date${at.sql}`,
        [range.from, range.to, ...at.bindings],
      ),
      db.raw<{ rows: { members: string }[] }>(
        `select count(*) as members
           from (select member_id from (${who.map((w) => w.sql).join(' union all ')}) came
                  group by member_id) member`,
        who.flatMap((w) => w.bindings),
      ),
    ]);
    return {
      total: Number(visits.rows[0]?.total ?? 0),
      membersInRange: Number(members.rows[0]?.members ?? 0),
    };
  });
}
