import type { Knex } from 'knex';
import { messages, worksAtBranches, type AccountDto, type Role } from '@gym/contracts';
import { likePattern, type ListQuery, type ListResult } from '@gym/projection-service';
import { branchIdsColumn, replaceBranches } from '../auth/users';
import { HttpError } from '../http/errors';

interface AccountRow {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  role: Role;
  active: boolean;
  must_change_password: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  branch_ids: string[];
}

const COLUMNS: Exclude<keyof AccountRow, 'branch_ids'>[] = [
  'id',
  'username',
  'first_name',
  'last_name',
  'email',
  'role',
  'active',
  'must_change_password',
  'last_sign_in_at',
  'created_at',
];

const toDto = (row: AccountRow): AccountDto => ({
  id: row.id,
  username: row.username,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  role: row.role,
  branchIds: worksAtBranches(row.role) ? row.branch_ids : [],
  active: row.active,
  mustChangePassword: row.must_change_password,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** What a change writes to the row, and the account's branches when `branchIds` (all of them). */
export type AccountPatch = Partial<Pick<AccountRow, 'role' | 'active' | 'must_change_password'>> & {
  password_hash?: string;
  branchIds?: readonly string[];
};

/** `role`: admins, branch managers, staff, members, each by username (the Staff screen's order). */
export const ACCOUNT_SORT_FIELDS = ['role', 'username', 'createdAt', 'lastSignInAt', 'id'] as const;
export type AccountSortField = (typeof ACCOUNT_SORT_FIELDS)[number];
export interface AccountFilter {
  q?: string;
  id?: string[];
  role?: Role;
}

const SORT_SQL: Record<AccountSortField, string[]> = {
  role: [
    "case role when 'admin' then 0 when 'branch_manager' then 1 when 'staff' then 2 else 3 end",
    'lower(username)',
  ],
  username: ['lower(username)'],
  createdAt: ['created_at'],
  lastSignInAt: ['last_sign_in_at'],
  id: [],
};

/** A change that must not leave the gym without an active admin (nor lock its actor out). */
export type GuardedChange = { kind: 'role'; to: Role } | { kind: 'deactivate'; actorId: string };

/** The `users` rows as the Staff screen sees and changes them (any role, active or not). */
export function createAccountStore(db: Knex) {
  const find = async (trx: Knex, id: string) => {
    const row = await trx('users')
      .where({ id })
      .first<AccountRow | undefined>(...COLUMNS, branchIdsColumn(trx));
    if (!row) throw new HttpError(404, messages.accountNotFound);
    return row;
  };

  return {
    async list(query: ListQuery<AccountSortField, AccountFilter>): Promise<ListResult<AccountDto>> {
      const { q, id, role } = query.filter;
      const filtered = db('users').where((qb) => {
        if (id) qb.whereIn('id', id);
        if (role) qb.where('role', role);
        if (q)
          qb.whereRaw(
            "concat_ws(' ', username, first_name, last_name, email) ilike ?",
            likePattern(q),
          );
      });
      const [{ count } = { count: 0 }] = await filtered.clone().count<{ count: string }[]>('*');
      const order = query.sort.order === 'DESC' ? 'desc' : 'asc';
      const [start, end] = query.range;
      const rows = await filtered
        .select<AccountRow[]>(...COLUMNS, branchIdsColumn(db))
        .orderByRaw(
          [...SORT_SQL[query.sort.field], 'id']
            .map((sql) => `${sql} ${order} nulls last`)
            .join(', '),
        )
        .offset(start)
        .limit(end - start + 1);
      return { rows: rows.map(toDto), total: Number(count) };
    },

    async get(id: string): Promise<AccountDto> {
      return toDto(await find(db, id));
    },

    /**
     * Applies `update` to the account unless `change` would leave no active admin. The check and
     * the write hold the set-up's lock, so two admins demoting each other at once keep one.
     */
    async change(
      id: string,
      change: GuardedChange | null,
      update: (row: AccountDto) => AccountPatch | null,
    ): Promise<{ before: AccountDto; after: AccountDto }> {
      return db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['first-admin']);
        const before = toDto(await find(trx, id));
        if (change?.kind === 'deactivate' && change.actorId === id)
          throw new HttpError(409, messages.cannotDeactivateSelf);
        const losesAdmin =
          before.role === 'admin' &&
          before.active &&
          (change?.kind === 'deactivate' || (change?.kind === 'role' && change.to !== 'admin'));
        if (losesAdmin) {
          const others = await trx('users')
            .where({ role: 'admin', active: true })
            .whereNot({ id })
            .first('id');
          if (!others) throw new HttpError(409, messages.lastAdmin);
        }
        const patch = update(before);
        if (!patch) return { before, after: before };
        const { branchIds, ...columns } = patch;
        await trx('users')
          .where({ id })
          .update({ ...columns, updated_at: trx.fn.now() });
        if (branchIds) await replaceBranches(trx, id, branchIds);
        return { before, after: toDto(await find(trx, id)) };
      });
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
