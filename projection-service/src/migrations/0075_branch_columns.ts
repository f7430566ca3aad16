import type { Knex } from 'knex';
import { MAIN_BRANCH_ID } from '@gym/contracts';

/**
 * Each read model row's own branch (issue 24): a member's home branch, the branch that sold a
 * membership (its books: the ledger's balances too), received a payment (and issued its receipt),
 * and whose desk let a visit in; visits per day are counted per branch. Rows written before read
 * as the first branch until their projectors' new versions rebuild them. A list read for some
 * branches walks an index that leads with the branch (the same list's index without it stays for
 * every branch at once), so it never scans another branch's rows.
 */
const COLUMNS: readonly (readonly [table: string, column: string])[] = [
  ['members', 'home_branch_id'],
  ['memberships', 'branch_id'],
  ['payments', 'branch_id'],
  ['receipts', 'branch_id'],
  ['check_ins', 'branch_id'],
  ['membership_ledger_balances', 'branch_id'],
];

const INDEXES = [
  // members: the member list's sorts, the removed list, the members report's joins
  'members_branch_created_id_idx on members (home_branch_id, created_at, id) where not removed',
  `members_branch_status_created_id_idx on members (home_branch_id, status, created_at, id)
     where not removed`,
  `members_branch_name_id_idx on members
     (home_branch_id, lower(first_name), lower(last_name), id) where not removed`,
  'members_branch_removed_at_id_idx on members (home_branch_id, removed_at, id) where removed',
  'members_branch_join_date_idx on members (home_branch_id, join_date) where not removed',
  // memberships: the list, outstanding, expiring and reminder panels, the reports
  'memberships_branch_created_id_idx on memberships (branch_id, created_at, id)',
  `memberships_branch_owing_created_id_idx on memberships (branch_id, created_at, id)
     where total_paise > paid_paise and status <> 'cancelled' and member_removed = false`,
  `memberships_branch_expiring_idx on memberships (branch_id, end_date, id)
     where status in ('pending_payment', 'partial_paid', 'active') and member_status = 'active'
       and member_removed = false and renewed_by_membership_id is null`,
  `memberships_branch_reminders_idx on memberships (branch_id, next_payment_due_date, id)
     where total_paise > paid_paise and status <> 'cancelled' and member_removed = false
       and next_payment_due_date is not null`,
  `memberships_branch_running_start_idx on memberships (branch_id, start_date, end_date)
     where status <> 'cancelled'`,
  `memberships_branch_expired_end_idx on memberships (branch_id, end_date)
     where status = 'expired'`,
  `memberships_branch_period_idx on memberships (branch_id, end_date, start_date)
     where not member_removed`,
  // payments: the list (newest first), a method search, the revenue reports
  'payments_branch_paid_at_id_idx on payments (branch_id, paid_at, id)',
  'payments_branch_method_paid_at_id_idx on payments (branch_id, method, paid_at, id)',
  'payments_branch_day_idx on payments (branch_id, payment_day)',
  'payments_branch_refund_day_idx on payments (branch_id, refund_day) where refund_day is not null',
  // visits: a day's, and all of them newest first
  'check_ins_branch_day_idx on check_ins (branch_id, day, checked_in_at desc, id)',
  'check_ins_branch_time_idx on check_ins (branch_id, checked_in_at, id)',
  // balances as of a day, for some branches
  `membership_ledger_balances_branch_idx on membership_ledger_balances
     (branch_id, first_change_at, membership_id)`,
];

const nameOf = (index: string) => index.split(' ')[0]!;

export async function up(knex: Knex): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await knex.schema.alterTable(table, (t) => {
      t.uuid(column).notNullable().defaultTo(MAIN_BRANCH_ID);
    });
  }
  // A day's visits per branch (a member visiting two branches that day counts at each).
  await knex.schema.alterTable('visits_per_day', (t) => {
    t.uuid('branch_id').notNullable().defaultTo(MAIN_BRANCH_ID);
    t.dropPrimary();
    t.primary(['branch_id', 'day']);
  });
  for (const index of INDEXES) await knex.raw(`create index if not exists ${index}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`drop index if exists ${nameOf(index)}`);
  await knex.raw('delete from visits_per_day where branch_id <> ?', [MAIN_BRANCH_ID]);
  await knex.schema.alterTable('visits_per_day', (t) => {
    t.dropPrimary();
    t.primary(['day']);
    t.dropColumn('branch_id');
  });
  for (const [table, column] of COLUMNS) {
    await knex.schema.alterTable(table, (t) => t.dropColumn(column));
  }
}
