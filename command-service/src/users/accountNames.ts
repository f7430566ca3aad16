import type { Knex } from 'knex';
import type { AccountNameParts } from '@gym/contracts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose name an account id gives: the parts `accountName` reads, if the account is there. */
export type AccountNames = (id: string | null | undefined) => AccountNameParts | undefined;

/**
 * The names of the accounts a page, a receipt or a batch of an export names, read in one
 * statement: the read models keep accounts by id, as accounts are state here, not events. The
 * caller passes one bounded batch (its page or chunk), so this is never one query per row nor one
 * unbounded read. Ids that are not accounts (metadata has no schema) name no one.
 */
export async function accountNamesOf(
  db: Knex,
  ids: Iterable<string | null | undefined>,
): Promise<AccountNames> {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id && UUID.test(id)))];
  const rows: (AccountNameParts & { id: string })[] = wanted.length
    ? await db('users')
        .whereIn('id', wanted)
        .select('id', 'first_name as firstName', 'last_name as lastName', 'username')
    : [];
  const byId = new Map(rows.map(({ id, ...name }) => [id, name]));
  return (id) => (id ? byId.get(id) : undefined);
}
