import type { Knex } from 'knex';
import {
  addDays,
  formatMoney,
  memberCode,
  parseMemberCode,
  type CalendarDate,
  type Gender,
  type MemberDto,
  type MemberListItemDto,
  type MemberMembershipFilter,
  type MemberStatus,
  type RemovedMemberDto,
  type MembershipStatus,
  type BranchFilter,
} from '@gym/contracts';
import { andBranchesSql, whereBranches } from '../../branchFilter';
import {
  everyRowOf,
  likePattern,
  pageOf,
  type ListQuery,
  type ListResult,
  type SortColumn,
} from '../../listQuery';
import { currentFirstOrder } from '../memberships/currentFirst';
import { notCancelledSql, owingSql } from '../memberships/predicates';

export interface MemberRow {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  date_of_birth: string | null;
  gender: Gender | null;
  address: string;
  emergency_contact: string;
  emergency_phone: string;
  status: MemberStatus;
  join_date: string;
  removed: boolean;
  removed_at: Date | null;
  created_at: Date;
  updated_at: Date;
  has_active_membership: boolean;
  member_number: number | null;
  visit_count: number;
  last_visit_at: Date | null;
  home_branch_id: string;
}

export const MEMBER_SORT_FIELDS = [
  'id',
  'name',
  'firstName',
  'lastName',
  'email',
  'status',
  'joinDate',
  'createdAt',
] as const;
export type MemberSortField = (typeof MEMBER_SORT_FIELDS)[number];
export interface MemberFilter {
  q?: string;
  status?: MemberStatus;
  id?: string[];
  /** Members by their memberships on `today` (gym calendar). */
  membership?: { is: MemberMembershipFilter; today: CalendarDate };
}

/** Days ahead the "expiring" filter looks, as the dashboard's Expiring panel. */
export const EXPIRING_WITHIN_DAYS = 7;

/**
 * The membership filters, each an index read per member (`memberships_member_lapse_idx`,
 * `memberships_member_owing_idx` of 0055) or, for a rare match, a semi-join from those indexes.
 * Expiring: a membership still running that ends within 7 days and was not renewed. Expired:
 * had a membership, and none (not cancelled) runs today or later. Owing: the outstanding list's
 * rule (more due than paid, not cancelled).
 */
function whereMemberships(
  qb: Knex.QueryBuilder,
  filter: NonNullable<MemberFilter['membership']>,
  branches: BranchFilter,
): void {
  const { is, today } = filter;
  // Judged on the memberships the caller's branches sold.
  const sold = andBranchesSql('ms.branch_id', branches);
  switch (is) {
    case 'expiring':
      qb.whereRaw(
        `exists (select 1 from memberships ms where ms.member_id = members.id
           and ms.status in ('pending_payment', 'partial_paid', 'active')
           and ms.renewed_by_membership_id is null and ms.end_date between ? and ?${sold.sql})`,
        [today, addDays(today, EXPIRING_WITHIN_DAYS), ...sold.bindings],
      );
      return;
    case 'expired':
      qb.whereRaw(
        `exists (select 1 from memberships ms where ms.member_id = members.id
           and ${notCancelledSql('ms')} and ms.end_date < ?${sold.sql})
         and not exists (select 1 from memberships ms where ms.member_id = members.id
           and ${notCancelledSql('ms')} and ms.end_date >= ?${sold.sql})`,
        [today, ...sold.bindings, today, ...sold.bindings],
      );
      return;
    case 'owing':
      qb.whereRaw(
        `exists (select 1 from memberships ms where ms.member_id = members.id
           and ${owingSql('ms')}${sold.sql})`,
        sold.bindings,
      );
      return;
    default: {
      const unknown: never = is;
      throw new Error(`unknown membership filter ${String(unknown)}`);
    }
  }
}

/** `name` sorts by first then last name, case-insensitively, along `members_name_lower_idx`. */
const SORT_COLUMNS: Record<MemberSortField, SortColumn> = {
  id: 'id',
  name: { expressions: ['lower(first_name)', 'lower(last_name)'] },
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  status: 'status',
  joinDate: 'join_date',
  createdAt: 'created_at',
};

export function toMemberDto(row: MemberRow): MemberDto {
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    whatsapp: row.whatsapp,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    address: row.address,
    emergencyContact: row.emergency_contact,
    emergencyPhone: row.emergency_phone,
    status: row.status,
    joinDate: row.join_date,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    hasActiveMembership: row.has_active_membership,
    memberCode: row.member_number === null ? null : memberCode(row.member_number),
    visitCount: row.visit_count,
    lastVisitAt: row.last_visit_at?.toISOString() ?? null,
    homeBranchId: row.home_branch_id,
  };
}

function selectMembers(db: Knex) {
  return db<MemberRow>('members').select(
    'members.*',
    db.raw(
      `exists (select 1 from memberships ms where ms.member_id = members.id and ms.status = 'active') as has_active_membership`,
    ),
  );
}

/** The members a filter matches among the branches' own (the list's and the export's one rule). */
function membersMatching(
  db: Knex,
  filter: MemberFilter,
  branches: BranchFilter,
): Knex.QueryBuilder {
  return db('members').where((qb) => {
    qb.where('removed', false);
    whereBranches(qb, 'home_branch_id', branches);
    const { q, status, id } = filter;
    if (q) {
      const pattern = likePattern(q);
      // Exactly the expressions of the trigram indexes of 0032_list_search_indexes; the full
      // name covers the first and the last name alone.
      qb.where((w) =>
        w
          .whereRaw(`lower(first_name || ' ' || last_name) like lower(?)`, [pattern])
          .orWhereRaw('lower(email) like lower(?)', [pattern])
          .orWhere((phone) => {
            // A phone number as typed at the desk ("98765 43210"), whatever its spacing.
            const digits = q.replace(/\D/g, '');
            if (digits.length >= 4 && /^[\d\s+()-]+$/.test(q))
              phone.whereRaw(`regexp_replace(phone, '\\D', '', 'g') like ?`, [`%${digits}%`]);
            else phone.whereRaw('false');
          })
          .orWhere('member_number', parseMemberCode(q) ?? -1),
      );
    }
    if (status) qb.where('status', status);
    if (id) qb.whereIn('id', id);
    if (filter.membership) whereMemberships(qb, filter.membership, branches);
  });
}

interface SummaryRow {
  member_id: string;
  id: string;
  plan_name: string;
  start_date: string;
  end_date: string;
  status: MembershipStatus;
}

/**
 * A page's current memberships (the member page's and the check-in desk's rule,
 * `currentFirstOrder`: running today, then the next to start, then the latest past) and balances: two reads of the page's members'
 * memberships along `memberships.member_id`. An ended membership the expiry job has not reached
 * yet reads as expired.
 */
async function withMembershipSummaries(
  db: Knex,
  page: ListResult<MemberDto>,
  today: CalendarDate,
  branches: BranchFilter,
): Promise<ListResult<MemberListItemDto>> {
  const ids = page.rows.map((m) => m.id);
  if (ids.length === 0) return { rows: [], total: page.total };
  const [current, balances] = await Promise.all([
    db
      .select<SummaryRow[]>(
        db.raw(
          `distinct on (member_id) member_id, id, plan_name, start_date, end_date,
             case when status not in ('cancelled', 'expired') and end_date < ? then 'expired'
                  else status end as status`,
          [today],
        ),
      )
      .from('memberships')
      .whereIn('member_id', ids)
      .where((qb) => whereBranches(qb, 'branch_id', branches))
      .orderBy('member_id')
      .orderByRaw([...currentFirstOrder(today), 'id'].join(', ')),
    db('memberships')
      .whereIn('member_id', ids)
      .where((qb) => whereBranches(qb, 'branch_id', branches))
      .whereRaw(owingSql())
      .groupBy('member_id')
      .select('member_id', db.raw('sum(total_paise - paid_paise)::bigint as owed')) as Promise<
      { member_id: string; owed: string }[]
    >,
  ]);
  const currentOf = new Map(current.map((r) => [r.member_id, r]));
  const owedOf = new Map(balances.map((r) => [r.member_id, Number(r.owed)]));
  return {
    total: page.total,
    rows: page.rows.map((member) => {
      const m = currentOf.get(member.id);
      return {
        ...member,
        currentMembership: m
          ? {
              id: m.id,
              planName: m.plan_name,
              startDate: m.start_date,
              endDate: m.end_date,
              status: m.status,
            }
          : null,
        balance: formatMoney(owedOf.get(member.id) ?? 0),
      };
    }),
  };
}

/**
 * GET /api/members: a page of the branches' members, each with their current membership and
 * balance (of the memberships those branches sold).
 */
export async function listMemberRows(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<MemberSortField, MemberFilter>,
  today: CalendarDate,
): Promise<ListResult<MemberListItemDto>> {
  return withMembershipSummaries(db, await listMembers(db, branches, query), today, branches);
}

/** A page of the branches' members as such. */
export function listMembers(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<MemberSortField, MemberFilter>,
): Promise<ListResult<MemberDto>> {
  return pageOf(
    db,
    membersMatching(db, query.filter, branches),
    (ids) => selectMembers(db).whereIn('members.id', ids),
    query,
    // Every sort column is NOT NULL.
    { table: 'members', sort: SORT_COLUMNS[query.sort.field], id: 'id', keysNeverNull: true },
    toMemberDto,
  );
}

/** Every member a filter matches, in the list's order, `batch` at a time (the CSV export). */
export function everyMember(
  db: Knex,
  branches: BranchFilter,
  query: Pick<ListQuery<MemberSortField, MemberFilter>, 'sort' | 'filter'>,
  batch?: number,
): AsyncGenerator<MemberDto[]> {
  return everyRowOf(
    db,
    membersMatching(db, query.filter, branches),
    (ids) => selectMembers(db).whereIn('members.id', ids),
    query.sort.order,
    { sort: SORT_COLUMNS[query.sort.field], id: 'id' },
    toMemberDto,
    batch,
  );
}

/**
 * A member of the branches (`branches`, left out: any), removed ones included when asked
 * (receipts of a removed member still print).
 */
export async function getMember(
  db: Knex,
  id: string,
  options: { includeRemoved?: boolean; branches?: BranchFilter } = {},
): Promise<MemberDto | null> {
  const row = (await whereBranches(
    selectMembers(db).where('members.id', id),
    'members.home_branch_id',
    options.branches ?? null,
  ).first()) as MemberRow | undefined;
  if (!row || (row.removed && !options.includeRemoved)) return null;
  return toMemberDto(row);
}

export async function getMemberByUserId(db: Knex, userId: string): Promise<MemberDto | null> {
  const row = (await selectMembers(db).where({ user_id: userId, removed: false }).first()) as
    MemberRow | undefined;
  return row ? toMemberDto(row) : null;
}

/** Members' WhatsApp numbers (null: none given), by member id. */
export async function getWhatsAppNumbers(
  db: Knex,
  ids: readonly string[],
): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const rows: { id: string; whatsapp: string | null }[] = await db('members')
    .select('id', 'whatsapp')
    .whereIn('id', [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.whatsapp]));
}

/** Removed members of the branches, the latest removed first, a page at a time. */
export function listRemovedMembers(
  db: Knex,
  branches: BranchFilter,
  range: readonly [number, number],
): Promise<ListResult<RemovedMemberDto>> {
  return pageOf(
    db,
    whereBranches(db('members').where('removed', true), 'home_branch_id', branches),
    (ids) => db<MemberRow>('members').whereIn('id', ids),
    { sort: { order: 'DESC' }, range },
    { table: 'members', sort: 'removed_at', id: 'id', keysNeverNull: true },
    (row: MemberRow): RemovedMemberDto => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      memberCode: row.member_number === null ? null : memberCode(row.member_number),
      joinDate: row.join_date,
      removedAt: (row.removed_at ?? row.updated_at).toISOString(),
    }),
  );
}
