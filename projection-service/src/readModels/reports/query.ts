import type { Knex } from 'knex';
import {
  AGEING_BUCKETS,
  PAYMENT_METHODS,
  formatMoney,
  monthStart,
  type AgeingBucket,
  type CalendarDate,
  type DuesAgeingDto,
  type MembersReportDto,
  type PaymentMethod,
  type RevenueAmountsDto,
  type RevenueByMethodDto,
  type RevenueByMonthDto,
  type BranchFilter,
} from '@gym/contracts';
import { andBranchesSql, branchesKey } from '../../branchFilter';
import { whileProjectionsStand } from '../../listQuery';
import { ageingBucketSql, inForceOnSql, owingSql } from '../memberships/predicates';

export interface ReportRange {
  from: CalendarDate;
  to: CalendarDate;
}

interface AmountsRow {
  payments: string | number;
  paid_paise: string | number;
  refunded_paise: string | number;
}

function amounts(row: AmountsRow | undefined): RevenueAmountsDto {
  const paid = Number(row?.paid_paise ?? 0);
  const refunded = Number(row?.refunded_paise ?? 0);
  return {
    payments: Number(row?.payments ?? 0),
    paid: formatMoney(paid),
    refunded: formatMoney(refunded),
    net: formatMoney(paid - refunded),
  };
}

function sumAmounts(rows: AmountsRow[]): AmountsRow {
  return rows.reduce<{ payments: number; paid_paise: number; refunded_paise: number }>(
    (sum, row) => ({
      payments: sum.payments + Number(row.payments),
      paid_paise: sum.paid_paise + Number(row.paid_paise),
      refunded_paise: sum.refunded_paise + Number(row.refunded_paise),
    }),
    { payments: 0, paid_paise: 0, refunded_paise: 0 },
  );
}

/** "2026-04" for every month from the month of `from` to the month of `to`. */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  for (let m = monthStart(range.from); m <= range.to; m = monthStart(m, 1)) {
    months.push(m.slice(0, 7));
  }
  return months;
}

/**
 * Payments dated in the range and not voided, and refunds given in the range (on the refund's
 * day, whatever the payment's date), grouped by `key`: two index range scans and a union.
 * A refunded payment counts in full on its day and the refund counts against the refund's day.
 */
async function revenueBy(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
  key: { payment: string; refund: string },
): Promise<(AmountsRow & { key: string })[]> {
  // The branch that received each payment (and gave its refund).
  const at = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{ rows: (AmountsRow & { key: string })[] }>(
    `select key, sum(payments) as payments, sum(paid_paise) as paid_paise,
            sum(refunded_paise) as refunded_paise
       from (select ${key.payment} as key, count(*) as payments, sum(amount_paise) as paid_paise,
                    0 as refunded_paise
               from payments
              where state <> 'voided' and payment_day between ?::date and ?::date${at.sql}
              group by 1
             union all
             select ${key.refund} as key, 0, 0, sum(refunded_paise)
               from payments
              where state = 'refunded' and refund_day between ?::date and ?::date${at.sql}
              group by 1) lines
      group by key`,
    [range.from, range.to, ...at.bindings, range.from, range.to, ...at.bindings],
  );
  return rows;
}

/*
 * Each report is an aggregate over a year of payments or every membership: computed once per
 * range and state of the projections (as the dashboard's figures are), then kept until a
 * projector's checkpoint moves.
 */

export function revenueByMonth(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<RevenueByMonthDto> {
  return whileProjectionsStand(
    db,
    `revenue-by-month:${range.from}:${range.to}:${branchesKey(branches)}`,
    () => computeRevenueByMonth(db, branches, range),
  );
}

async function computeRevenueByMonth(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<RevenueByMonthDto> {
  const rows = await revenueBy(db, branches, range, {
    payment: `to_char(payment_day, 'YYYY-MM')`,
    refund: `to_char(refund_day, 'YYYY-MM')`,
  });
  const byMonth = new Map(rows.map((row) => [row.key, row]));
  return {
    ...range,
    months: monthsOf(range).map((month) => ({ month, ...amounts(byMonth.get(month)) })),
    total: amounts(sumAmounts(rows)),
  };
}

export function revenueByMethod(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<RevenueByMethodDto> {
  return whileProjectionsStand(
    db,
    `revenue-by-method:${range.from}:${range.to}:${branchesKey(branches)}`,
    () => computeRevenueByMethod(db, branches, range),
  );
}

async function computeRevenueByMethod(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<RevenueByMethodDto> {
  const rows = await revenueBy(db, branches, range, { payment: 'method', refund: 'method' });
  const byMethod = new Map(rows.map((row) => [row.key, row]));
  const known: readonly string[] = PAYMENT_METHODS;
  const methods = [...PAYMENT_METHODS, ...rows.map((r) => r.key).filter((k) => !known.includes(k))];
  return {
    ...range,
    methods: methods.map((method) => ({
      method: method as PaymentMethod,
      ...amounts(byMethod.get(method)),
    })),
    total: amounts(sumAmounts(rows)),
  };
}

/**
 * The outstanding list's memberships (owing, not cancelled, member not removed) by days past
 * their due date on `today`: the next payment due date, else the start date.
 */
export function duesAgeing(
  db: Knex,
  branches: BranchFilter,
  today: CalendarDate,
): Promise<DuesAgeingDto> {
  return whileProjectionsStand(db, `dues-ageing:${today}:${branchesKey(branches)}`, () =>
    computeDuesAgeing(db, branches, today),
  );
}

async function computeDuesAgeing(
  db: Knex,
  branches: BranchFilter,
  today: CalendarDate,
): Promise<DuesAgeingDto> {
  const at = andBranchesSql('branch_id', branches);
  const { rows } = await db.raw<{
    rows: { bucket: AgeingBucket; memberships: string; paise: string }[];
  }>(
    `select bucket, count(*) as memberships, sum(remaining_paise) as paise
       from (select ${ageingBucketSql(today)} as bucket, remaining_paise
               from memberships
              where ${owingSql()} and not member_removed${at.sql}) owing
      group by 1`,
    at.bindings,
  );
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const buckets = AGEING_BUCKETS.map((bucket) => ({
    bucket,
    memberships: Number(byBucket.get(bucket)?.memberships ?? 0),
    paise: Number(byBucket.get(bucket)?.paise ?? 0),
  }));
  return {
    asOf: today,
    buckets: buckets.map(({ paise, ...b }) => ({ ...b, outstanding: formatMoney(paise) })),
    total: {
      memberships: buckets.reduce((sum, b) => sum + b.memberships, 0),
      outstanding: formatMoney(buckets.reduce((sum, b) => sum + b.paise, 0)),
    },
  };
}

/**
 * Per month of the range: memberships running on its last day in the range (not cancelled),
 * members who joined in it, memberships that ended in it and are expired. One statement over a
 * series of at most 36 months, each month an index range scan.
 */
export function membersReport(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<MembersReportDto> {
  return whileProjectionsStand(
    db,
    `members-report:${range.from}:${range.to}:${branchesKey(branches)}`,
    () => computeMembersReport(db, branches, range),
  );
}

/** Memberships by the branch that sold them, members by their home branch. */
async function computeMembersReport(
  db: Knex,
  branches: BranchFilter,
  range: ReportRange,
): Promise<MembersReportDto> {
  const sold = (alias: string) => andBranchesSql(`${alias}.branch_id`, branches);
  const home = andBranchesSql('j.home_branch_id', branches);
  const { rows } = await db.raw<{
    rows: { month: string; active: string; joined: string; expired: string }[];
  }>(
    `with months as (
       select to_char(m, 'YYYY-MM') as month,
              greatest(m::date, ?::date) as first_day,
              least((m + interval '1 month' - interval '1 day')::date, ?::date) as last_day
         from generate_series(date_trunc('month', ?::date), ?::date, interval '1 month') m)
     select month,
            (select count(*) from memberships s
              where ${inForceOnSql('last_day', 's')}${sold('s').sql})
              as active,
            (select count(*) from members j
              where not j.removed and j.join_date between first_day and last_day${home.sql})
              as joined,
            (select count(*) from memberships e
              where e.status = 'expired' and e.end_date between first_day and last_day${sold('e').sql})
              as expired
       from months
      order by month`,
    [
      range.from,
      range.to,
      range.from,
      range.to,
      ...sold('s').bindings,
      ...home.bindings,
      ...sold('e').bindings,
    ],
  );
  return {
    ...range,
    months: rows.map((row) => ({
      month: row.month,
      activeMemberships: Number(row.active),
      newMembers: Number(row.joined),
      expiredMemberships: Number(row.expired),
    })),
  };
}
