import type { EventStore } from '@gym/contracts';
import { createDb, type Db } from '../db';
import { createEventStore } from '../eventStore/create';
import type { Logger } from '../logger';
import { migrateToLatest, type MigrationList } from '../migrations';

export type Storage<E extends boolean = boolean> = {
  databaseUrl: string;
  db: Db;
  /** Closes what was opened here, the event store before the database. */
  close(): Promise<void>;
} & (E extends true ? { store: EventStore } : { store?: undefined });

/**
 * A process's database: connected, migrated with the given lists (in dependency order) and, when
 * asked, with the event store on it (or on EVENTSTORE_URL's EventStoreDB).
 */
export async function openStorage<E extends boolean = false>(options: {
  databaseUrl: string;
  migrations: readonly MigrationList[];
  eventStore?: E;
  eventStoreUrl?: string;
  logger: Logger;
}): Promise<Storage<E>> {
  const { databaseUrl, logger } = options;
  const db = createDb(databaseUrl, { logger });
  try {
    await migrateToLatest(db, ...options.migrations);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const store = options.eventStore
    ? createEventStore({ databaseUrl, eventStoreUrl: options.eventStoreUrl, logger })
    : undefined;
  return {
    databaseUrl,
    db,
    store,
    async close() {
      await store?.close();
      await db.destroy();
    },
  } as Storage<E>;
}
