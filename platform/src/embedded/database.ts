import path from 'node:path';
import type { Logger } from '../logger';
import { ensureDatabase, startEmbeddedPostgres } from './embeddedPostgres';

/** DATABASE_URL when set; otherwise the embedded PostgreSQL on DATA_DIR (started here, stopped by `stop`). */
export async function openDatabase(
  config: { DATABASE_URL?: string; DATA_DIR: string },
  logger: Logger,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres({
    dir: path.join(path.resolve(config.DATA_DIR), 'postgres'),
    logger,
  });
  await ensureDatabase(embedded.urlFor('postgres'), 'gym');
  return { url: embedded.urlFor('gym'), stop: () => embedded.stop() };
}
