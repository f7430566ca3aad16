import path from 'node:path';
import type { Logger } from '../logger';
import { ensureDatabase, startEmbeddedPostgres } from './embeddedPostgres';
import { runningEmbeddedUrl } from './runningServer';

const DATABASE = 'gym';

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL on DATA_DIR (started here, stopped by
 * `stop`). With `shareRunning`, a server the running product already started on DATA_DIR is used
 * as it is (and left running) instead of being refused as "in use".
 */
export async function openDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  logger: Logger,
  options: { shareRunning?: boolean } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const dir = path.join(path.resolve(config.DATA_DIR), 'postgres');
  const running = options.shareRunning ? await runningEmbeddedUrl(dir, DATABASE) : undefined;
  if (running) {
    logger.info({ dir }, 'using the embedded PostgreSQL of the product running on DATA_DIR');
    return { url: running, stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dir, logger });
  await ensureDatabase(embedded.urlFor('postgres'), DATABASE);
  return { url: embedded.urlFor(DATABASE), stop: () => embedded.stop() };
}
