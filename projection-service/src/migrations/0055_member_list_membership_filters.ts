import type { Knex } from 'knex';

/**
 * The member list's membership filters (issue 22): per member, the memberships that are not
 * cancelled by end date (expiring and expired), and those still owing. Each answers "does this
 * member have one" in one index probe, and a rare filter is read from the small partial index.
 */
const INDEXES = [
  `memberships_member_lapse_idx on memberships (member_id, end_date) where status <> 'cancelled'`,
  `memberships_member_owing_idx on memberships (member_id)
     where total_paise > paid_paise and status <> 'cancelled'`,
  `memberships_running_end_member_idx on memberships (end_date, member_id)
     where status in ('pending_payment', 'partial_paid', 'active') and renewed_by_membership_id is null`,
];

const nameOf = (index: string) => index.split(' ')[0]!;

export async function up(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`create index if not exists ${index}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`drop index if exists ${nameOf(index)}`);
}
