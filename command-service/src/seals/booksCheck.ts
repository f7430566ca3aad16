import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BooksStatusDto, BooksVerificationDto, EventStore } from '@gym/contracts';
import type { Db, Logger } from '@gym/platform';
import { lastSeal } from './sealer';
import { sealSummary } from './verify';
import type { VerifyTaskInput } from './verifyTask';

export const VERIFY_WORKER_ENTRY = fileURLToPath(new URL('./verifyWorker.mjs', import.meta.url));

/** A check still "running" after this long was cut short (the process stopped). */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60 * 1000;

/** A result as recorded: checks recorded before the read models were checked lack the two. */
type RecordedResult = Omit<BooksVerificationDto, 'sealsMatch' | 'readModels'> &
  Partial<Pick<BooksVerificationDto, 'sealsMatch' | 'readModels'>>;

interface CheckRow {
  id: string;
  state: 'running' | 'done' | 'failed';
  started_at: Date;
  finished_at: Date | null;
  result: RecordedResult | null;
  error: string | null;
}

const asResult = (r: RecordedResult): BooksVerificationDto => ({
  ...r,
  sealsMatch: r.sealsMatch ?? r.matches,
  readModels: r.readModels ?? null,
});

/** GET /api/system/books: the latest seal and the last check started from the page. */
export async function booksStatus(deps: {
  db: Db;
  store: EventStore;
  now: Date;
}): Promise<BooksStatusDto> {
  const last = await lastSeal(deps.store);
  const row = await deps.db<CheckRow>('book_checks').orderBy('started_at', 'desc').first();
  const interrupted =
    row?.state === 'running' &&
    deps.now.getTime() - row.started_at.getTime() > INTERRUPTED_AFTER_MS;
  return {
    latestSeal: last ? sealSummary(last.seal) : null,
    check: row
      ? {
          state: interrupted ? 'failed' : row.state,
          startedAt: row.started_at.toISOString(),
          finishedAt: row.finished_at?.toISOString() ?? null,
          result: row.result && asResult(row.result),
          error: interrupted
            ? 'The check was cut short (the service stopped); run it again.'
            : row.error,
        }
      : { state: 'never run', startedAt: null, finishedAt: null, result: null, error: null },
  };
}

/**
 * Starts a verification in a worker thread and records it in `book_checks` (the page polls
 * GET /api/system/books); one at a time: while one runs, starting another returns it.
 */
export async function startBooksCheck(deps: {
  db: Db;
  logger: Logger;
  input: VerifyTaskInput;
  now: Date;
}): Promise<{ id: string; started: boolean }> {
  const id = randomUUID();
  const inserted = await deps.db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['books-check']);
    const running = await trx<CheckRow>('book_checks')
      .where({ state: 'running' })
      .where('started_at', '>', new Date(deps.now.getTime() - INTERRUPTED_AFTER_MS))
      .first('id');
    if (running) return running.id;
    await trx('book_checks').insert({
      id,
      state: 'running',
      digest: deps.input.digest ?? null,
      started_at: deps.now,
    });
    return null;
  });
  if (inserted) return { id: inserted, started: false };
  const finish = (update: Partial<Omit<CheckRow, 'result'>> & { result?: string }) =>
    deps
      .db('book_checks')
      .where({ id })
      .update({ ...update, finished_at: new Date() })
      .catch((error: unknown) =>
        deps.logger.error({ err: error }, 'could not record the books check'),
      );
  const worker = new Worker(VERIFY_WORKER_ENTRY, { workerData: deps.input });
  let answered = false;
  worker.on('message', (message: { result?: BooksVerificationDto; error?: string }) => {
    answered = true;
    void (message.result
      ? finish({ state: 'done', result: JSON.stringify(message.result) })
      : finish({ state: 'failed', error: message.error ?? 'failed' }));
    void worker.terminate();
  });
  worker.on('error', (error) => {
    if (answered) return;
    answered = true;
    deps.logger.error({ err: error }, 'books check failed');
    void finish({ state: 'failed', error: error.message });
  });
  worker.unref();
  return { id, started: true };
}
