import { parentPort, workerData } from 'node:worker_threads';
import { createDb, createEventStore, createLogger, isEventStoreDbUrl } from '@gym/platform';
import { verifyBooks } from './verifyBooks';

/** What the System Status page's "Verify books" hands its worker thread. */
export interface VerifyTaskInput {
  databaseUrl: string;
  eventStoreUrl?: string;
  digest?: string;
}

async function main() {
  const input = workerData as VerifyTaskInput;
  const logger = createLogger({ level: 'warn', name: 'verify-books' });
  const store = createEventStore({ ...input, logger });
  const db = createDb(input.databaseUrl, { logger });
  try {
    const result = await verifyBooks({
      databaseUrl: input.databaseUrl,
      store,
      logOnPostgres: !(input.eventStoreUrl && isEventStoreDbUrl(input.eventStoreUrl)),
      digest: input.digest,
      readModels: db,
    });
    parentPort?.postMessage({ result });
  } finally {
    await db.destroy();
    await store.close();
  }
}

main().catch((error: unknown) => {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
});
