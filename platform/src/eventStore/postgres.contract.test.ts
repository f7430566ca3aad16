import pg from 'pg';
import { createTestDatabase } from '../../../scripts/test/db';
import { createDb } from '../db';
import { migrateToLatest, platformMigrations } from '../migrations';
import { describeEventStoreContract, type HoldOpenAppend } from './contract';
import { createPostgresEventStore } from './postgres';

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  await migrateToLatest(db, platformMigrations);
  await db.destroy();
  const store = createPostgresEventStore({ connectionString: database.url });
  const openClients: pg.Client[] = [];

  const holdOpenAppend: HoldOpenAppend = async (streamId, event) => {
    const client = new pg.Client({ connectionString: database.url });
    openClients.push(client);
    await client.connect();
    await client.query('begin');
    await client.query(
      `insert into events (stream_id, stream_revision, event_id, event_type, data, metadata)
       values ($1, 0, $2, $3, $4, $5)`,
      [streamId, event.metadata.eventId, event.type, event.data, event.metadata],
    );
    const end = async (sql: string) => {
      await client.query(sql);
      await client.end();
    };
    return { commit: () => end('commit'), rollback: () => end('rollback') };
  };

  return {
    store,
    holdOpenAppend,
    bulkAppendIsAtomic: true,
    async cleanup() {
      await store.close();
      await Promise.all(openClients.map((c) => c.end().catch(() => undefined)));
      await database.drop();
    },
  };
});
