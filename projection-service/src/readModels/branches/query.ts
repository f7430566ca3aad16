import type { Knex } from 'knex';
import type { BranchDto, BranchFilter } from '@gym/contracts';
import {
  MAX_PAGE_SIZE,
  likePattern,
  pageOf,
  type ListQuery,
  type ListResult,
  type SortColumn,
} from '../../listQuery';

interface BranchRow {
  id: string;
  code: string;
  receipt_prefix: string;
  name: string;
  address: string | null;
  phone: string | null;
  state_code: string | null;
  gstin: string | null;
  upi_id: string | null;
  open: boolean;
  created_at: Date;
  updated_at: Date;
}

export const BRANCH_SORT_FIELDS = ['name', 'code', 'id'] as const;
export type BranchSortField = (typeof BRANCH_SORT_FIELDS)[number];
export interface BranchListFilter {
  q?: string;
  open?: boolean;
  id?: string[];
}

const SORT_COLUMNS: Record<BranchSortField, SortColumn> = {
  name: { expressions: ['lower(name)'] },
  code: 'code',
  id: 'id',
};

/** Every branch the scope shows, by name. */
const BY_NAME: ListQuery<BranchSortField, BranchListFilter> = {
  sort: { field: 'name', order: 'ASC' },
  range: [0, MAX_PAGE_SIZE - 1],
  filter: {},
};

export function toBranchDto(row: BranchRow): BranchDto {
  return {
    id: row.id,
    code: row.code,
    receiptPrefix: row.receipt_prefix,
    name: row.name,
    address: row.address,
    phone: row.phone,
    stateCode: row.state_code,
    gstin: row.gstin,
    upiId: row.upi_id,
    open: row.open,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The branches `scope` shows (null: every branch), by name unless asked otherwise; one page. */
export async function listBranches(
  db: Knex,
  scope: BranchFilter,
  query: ListQuery<BranchSortField, BranchListFilter> = BY_NAME,
): Promise<ListResult<BranchDto>> {
  const base = db<BranchRow>('branches').where((qb) => {
    const { q, open, id } = query.filter;
    if (scope) qb.whereIn('id', [...scope]);
    if (q)
      qb.where((or) =>
        or
          .whereRaw('lower(name) like lower(?)', [likePattern(q)])
          .orWhereRaw('code like upper(?)', [likePattern(q)]),
      );
    if (open !== undefined) qb.where('open', open);
    if (id) qb.whereIn('id', id);
  });
  return pageOf(
    db,
    base,
    (ids) => db<BranchRow>('branches').whereIn('id', ids),
    query,
    { table: 'branches', sort: SORT_COLUMNS[query.sort.field], id: 'id' },
    toBranchDto,
  );
}

export async function getBranch(db: Knex, id: string): Promise<BranchDto | null> {
  const row = await db<BranchRow>('branches').where({ id }).first();
  return row ? toBranchDto(row) : null;
}

/**
 * How many memberships sold at the branch are still open (neither expired nor cancelled): what
 * closing it leaves running.
 */
export async function countOpenMembershipsSoldAt(db: Knex, branchId: string): Promise<number> {
  const [row] = await db('memberships')
    .where('branch_id', branchId)
    .whereNotIn('status', ['expired', 'cancelled'])
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}
