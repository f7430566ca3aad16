import type { Knex } from 'knex';
import {
  memberCode,
  type CalendarDate,
  type CheckInDto,
  type CheckInRefusalReason,
  type BranchFilter,
} from '@gym/contracts';
import { whereBranches } from '../../branchFilter';
import { pageOf, type ListQuery, type ListResult } from '../../listQuery';

export const CHECK_IN_SORT_FIELDS = ['checkedInAt'] as const;
export type CheckInSortField = (typeof CHECK_IN_SORT_FIELDS)[number];
export interface CheckInFilter {
  day?: CalendarDate;
  memberId?: string;
  id?: string[];
}

interface CheckInRow {
  id: string;
  member_id: string;
  membership_id: string | null;
  checked_in_at: Date;
  day: string;
  override_reason: string | null;
  override_refusal: CheckInRefusalReason | null;
  checked_in_by: string | null;
  branch_id: string;
  first_name: string | null;
  last_name: string | null;
  member_number: number | null;
}

function toCheckInDto(row: CheckInRow): CheckInDto {
  return {
    id: row.id,
    memberId: row.member_id,
    memberName: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
    memberCode: row.member_number === null ? null : memberCode(row.member_number),
    membershipId: row.membership_id,
    checkedInAt: row.checked_in_at.toISOString(),
    day: row.day,
    override:
      row.override_refusal && row.override_reason !== null
        ? { reason: row.override_reason, refusal: row.override_refusal }
        : null,
    checkedInBy: row.checked_in_by,
    branchId: row.branch_id,
  };
}

/**
 * Visits, newest first (or oldest), along `check_ins_day_idx` for a day, `check_ins_member_idx`
 * for a member and `check_ins_time_idx` for all of them; the member's name and code are joined
 * for the page's rows only, at read time (a rename reads renamed).
 */
export function listCheckIns(
  db: Knex,
  branches: BranchFilter,
  query: ListQuery<CheckInSortField, CheckInFilter>,
): Promise<ListResult<CheckInDto>> {
  const filtered = db('check_ins').where((qb) => {
    whereBranches(qb, 'check_ins.branch_id', branches);
    if (query.filter.day) qb.where('check_ins.day', query.filter.day);
    if (query.filter.memberId) qb.where('check_ins.member_id', query.filter.memberId);
    if (query.filter.id) qb.whereIn('check_ins.id', query.filter.id);
  });
  return pageOf(
    db,
    filtered,
    (ids) =>
      db('check_ins')
        .leftJoin('members', 'members.id', 'check_ins.member_id')
        .select('check_ins.*', 'members.first_name', 'members.last_name', 'members.member_number')
        .whereIn('check_ins.id', ids),
    query,
    { table: 'check_ins', sort: 'check_ins.checked_in_at', id: 'check_ins.id' },
    toCheckInDto,
  );
}

/** A member found by the number in their code ("M0042" → 42), removed ones left out. */
export async function memberIdByNumber(db: Knex, memberNumber: number): Promise<string | null> {
  const row: { id: string } | undefined = await db('members')
    .where({ member_number: memberNumber, removed: false })
    .first('id');
  return row?.id ?? null;
}

/** One visit by id at the branches (`branches` left out: any; the answer to a check-in). */
export async function getCheckIn(
  db: Knex,
  id: string,
  branches: BranchFilter = null,
): Promise<CheckInDto | null> {
  const row: CheckInRow | undefined = await whereBranches(
    db('check_ins').leftJoin('members', 'members.id', 'check_ins.member_id'),
    'check_ins.branch_id',
    branches,
  )
    .where('check_ins.id', id)
    .first('check_ins.*', 'members.first_name', 'members.last_name', 'members.member_number');
  return row ? toCheckInDto(row) : null;
}
