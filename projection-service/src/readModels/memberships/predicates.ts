import {
  AGEING_BUCKETS,
  ageingDueDates,
  isCalendarDate,
  type AgeingBucket,
  type CalendarDate,
} from '@gym/contracts';
import type { Knex } from 'knex';

/**
 * The membership rules the read queries share, as SQL over the `memberships` read model, written
 * once. Each takes the table alias a query uses (none for the bare table). The texts match the
 * partial indexes' predicates (migrations 0006, 0020, 0032, 0055) word for word, so the planner
 * keeps using them: change a text here and those indexes with it.
 */
const column = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** Not cancelled: every derived rule below starts from it. */
export const notCancelledSql = (alias?: string) => `${column(alias, 'status')} <> 'cancelled'`;

/** Owing: more due than paid, not cancelled (the payments screen, reminders, balances, ageing). */
export const owingSql = (alias?: string) =>
  `${column(alias, 'total_paise')} > ${column(alias, 'paid_paise')} and ${notCancelledSql(alias)}`;

/** Paid in full (whatever the status). */
export const paidInFullSql = (alias?: string) =>
  `${column(alias, 'paid_paise')} >= ${column(alias, 'total_paise')}`;

/**
 * In force on a day: not cancelled, the day within its period. `day` is an SQL expression (a `?`
 * placeholder, a column, or `dateLiteral(...)`).
 */
export const inForceOnSql = (day: string, alias?: string) =>
  `${notCancelledSql(alias)} and ${column(alias, 'start_date')} <= ${day} and ${column(alias, 'end_date')} >= ${day}`;

/** Still to start on a day: not cancelled, starting after it. */
export const notStartedOnSql = (day: string, alias?: string) =>
  `${notCancelledSql(alias)} and ${column(alias, 'start_date')} > ${day}`;

/** The due date: the next payment due date, else the start date. */
export const dueDateSql = (alias?: string) =>
  `coalesce(${column(alias, 'next_payment_due_date')}, ${column(alias, 'start_date')})`;

/** A date we computed, written into the SQL as a literal (for plain expressions in orders). */
export function dateLiteral(day: CalendarDate): string {
  if (!isCalendarDate(day)) throw new Error(`not a calendar date: ${day}`);
  return `date '${day}'`;
}

/** Adds "owing" to a query on memberships. */
export const whereOwing = (qb: Knex.QueryBuilder, alias?: string) => qb.whereRaw(owingSql(alias));

/** Adds "in this dues-ageing bucket on `today`" (the due date within the bucket's dates). */
export function whereInAgeingBucket(
  qb: Knex.QueryBuilder,
  bucket: AgeingBucket,
  today: CalendarDate,
  alias?: string,
): Knex.QueryBuilder {
  const due = ageingDueDates(bucket, today);
  if (due.from) qb.whereRaw(`${dueDateSql(alias)} >= ?`, [due.from]);
  if (due.to) qb.whereRaw(`${dueDateSql(alias)} <= ?`, [due.to]);
  return qb;
}

/**
 * The dues-ageing bucket of a membership on `today`, as SQL: the first bucket whose earliest due
 * date the membership's due date reaches (the same dates as `whereInAgeingBucket`).
 */
export function ageingBucketSql(today: CalendarDate, alias?: string): string {
  const whens = AGEING_BUCKETS.flatMap((bucket) => {
    const { from } = ageingDueDates(bucket, today);
    return from ? [`when ${dueDateSql(alias)} >= ${dateLiteral(from)} then '${bucket}'`] : [];
  });
  const last = AGEING_BUCKETS.find((bucket) => !ageingDueDates(bucket, today).from);
  return `(case ${whens.join(' ')} else '${last}' end)`;
}
