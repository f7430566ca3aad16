import { accountName, type HistoryEntryDto } from '@gym/contracts';
import type { Knex } from 'knex';
import { toHistoryEntry, type AuditEntryRecord } from '@gym/projection-service';
import { accountNamesOf } from '../users/accountNames';

/** How the audit names an actor whose account is no longer there. */
const REMOVED_ACCOUNT = 'a removed account';

/**
 * Audit entries (a page, or a batch of the export) as the owner reads them, their actors named
 * with one read of the accounts: full name, else username (read now: a renamed account reads
 * renamed); no actor is the system.
 */
export async function namedEntries(
  db: Knex,
  entries: readonly AuditEntryRecord[],
): Promise<HistoryEntryDto[]> {
  const names = await accountNamesOf(
    db,
    entries.map((e) => e.actorUserId),
  );
  return entries.map((entry) =>
    toHistoryEntry(
      entry,
      entry.actorUserId ? (accountName(names(entry.actorUserId)) ?? REMOVED_ACCOUNT) : null,
    ),
  );
}
