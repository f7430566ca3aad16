import type { Knex } from 'knex';

/**
 * The reports' reads: memberships by due date while owing (dues ageing and its list filter),
 * running memberships by start date and expired ones by end date (members report), members by
 * join date. Payments are read by payment_day and refund_day, indexed since 0007.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create index memberships_owing_due_idx on memberships ((coalesce(next_payment_due_date, start_date)))
      where total_paise > paid_paise and status <> 'cancelled' and not member_removed;
    create index memberships_running_start_idx on memberships (start_date, end_date) where status <> 'cancelled';
    create index memberships_expired_end_idx on memberships (end_date) where status = 'expired';
    create index members_join_date_idx on members (join_date) where not removed;
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop index if exists memberships_owing_due_idx;
    drop index if exists memberships_running_start_idx;
    drop index if exists memberships_expired_end_idx;
    drop index if exists members_join_date_idx;
  `);
}
