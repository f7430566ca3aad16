import type { Knex } from 'knex';
import type { BranchFilter } from '@gym/contracts';

/**
 * Rows of the caller's branches only (`column`: the row's own branch); null adds nothing. One
 * branch is an equality, so the list's index that leads with the branch is walked in order.
 */
export function whereBranches<Q extends Knex.QueryBuilder>(
  qb: Q,
  column: string,
  branches: BranchFilter,
): Q {
  if (branches === null) return qb;
  if (branches.length === 1) return qb.where(column, branches[0]!) as Q;
  return qb.whereIn(column, [...branches]) as Q;
}

/**
 * The same as SQL for a raw statement: `and <column> …` with its bindings ('' for every branch).
 * `column` is ours, never the request's.
 */
export function andBranchesSql(
  column: string,
  branches: BranchFilter,
): { sql: string; bindings: string[] } {
  if (branches === null) return { sql: '', bindings: [] };
  if (branches.length === 0) return { sql: ' and false', bindings: [] };
  if (branches.length === 1) return { sql: ` and ${column} = ?::uuid`, bindings: [branches[0]!] };
  return {
    sql: ` and ${column} in (${branches.map(() => '?::uuid').join(', ')})`,
    bindings: [...branches],
  };
}

/** A cache key's part for the branches (answers kept per scope). */
export const branchesKey = (branches: BranchFilter) =>
  branches === null ? '*' : [...branches].sort().join(',');

/** `andBranchesSql` for a column holding a set of branches (`uuid[]`): rows whose set meets them. */
export function andMeetsBranchesSql(
  column: string,
  branches: BranchFilter,
): { sql: string; bindings: string[][] } {
  if (branches === null) return { sql: '', bindings: [] };
  if (branches.length === 0) return { sql: ' and false', bindings: [] };
  return { sql: ` and ${column} && ?::uuid[]`, bindings: [[...branches]] };
}
