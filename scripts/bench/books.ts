import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createBookSealer, verifyBooks, writeCanonicalLog } from '@gym/command-service';
import { createDb, createLogger, createPostgresEventStore } from '@gym/platform';
import { createProjectionProgress, createProjectionRunner } from '@gym/projection-service';
import { START, type GlobalPosition } from '@gym/contracts';

const run = promisify(execFile);

/** The sealer over the whole seeded log, from nothing, as after a long downtime: events/s. */
export async function measureSealing(databaseUrl: string) {
  const db = createDb(databaseUrl);
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  const progress = createProjectionProgress({
    db,
    connectionString: databaseUrl,
    projectorNames: ['book-sealer'],
  });
  const runner = createProjectionRunner({
    db,
    store,
    projectors: [],
    reactors: [createBookSealer({ clock: () => new Date() })],
    logger: createLogger({ level: 'warn' }),
  });
  try {
    const head = await lastPosition(db);
    const hashed = async () =>
      Number((await db('book_event_hashes').count<{ n: string }[]>('* as n'))[0]!.n);
    const before = await hashed();
    const started = performance.now();
    await runner.start();
    if (!(await progress.waitFor(head, 3_600_000)))
      throw new Error('the sealer did not reach the end of the log within an hour');
    const seconds = (performance.now() - started) / 1000;
    const events = (await hashed()) - before;
    return { events, seconds, perSecond: events / seconds };
  } finally {
    await runner.stop();
    await progress.close();
    await store.close();
    await db.destroy();
  }
}

/** The end of the log in commit order. */
async function lastPosition(db: ReturnType<typeof createDb>): Promise<GlobalPosition> {
  const row = await db('events')
    .orderBy([
      { column: 'transaction_id', order: 'desc' },
      { column: 'global_position', order: 'desc' },
    ])
    .first<{ commit: string; prepare: string } | undefined>(
      db.raw('transaction_id::text as commit'),
      'global_position as prepare',
    );
  return row ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : START;
}

/**
 * `verify-books` over the whole log beside `sha256sum` over the same canonical bytes (written to
 * a file first), both in this run on this machine.
 */
export async function measureVerify(databaseUrl: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-books-'));
  const file = path.join(dir, 'canonical.log');
  const store = createPostgresEventStore({ connectionString: databaseUrl });
  try {
    const written = await writeCanonicalLog(databaseUrl, file);
    const shaStarted = performance.now();
    await run('sha256sum', [file]);
    const shaSeconds = (performance.now() - shaStarted) / 1000;
    const result = await verifyBooks({ databaseUrl, store, logOnPostgres: true, readModels: null });
    if (!result.matches) throw new Error('verify-books found the seeded books changed');
    return {
      events: result.eventsChecked,
      bytes: result.canonicalBytes,
      seconds: result.seconds,
      perSecond: result.canonicalBytes / result.seconds,
      sha256sum: {
        bytes: written.bytes,
        seconds: shaSeconds,
        perSecond: written.bytes / shaSeconds,
      },
    };
  } finally {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
