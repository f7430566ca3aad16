import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from './listQuery';
import { createProjectionHarness } from './testing/harness';

/**
 * Deep pages seek from kept anchors (every 7th row here, every 10,000th in the product): every
 * page must be the page an offset gives, in both orders, with ties broken by id and timestamps
 * with microseconds, and again once a write moved a checkpoint (the anchors are recomputed).
 */
describe('pageOf, deep pages from anchors', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  const ROWS = 300;
  const EVERY = 7;

  beforeAll(async () => {
    h = await createProjectionHarness([]);
    await h.db.raw(
      'create table visits (id uuid primary key, at timestamptz not null, amount int not null)',
    );
    await h.db('visits').insert(
      Array.from({ length: ROWS }, (_, n) => ({
        id: randomUUID(),
        // Every 3 rows share a moment (ties), with microseconds.
        at: h.db.raw(`'2026-01-01'::timestamptz + ? * interval '1.000001 second'`, [
          Math.floor(n / 3),
        ]),
        amount: n % 11,
      })),
    );
    // A checkpoint, so that counts and anchors are kept per state of the projections.
    await h.db('projection_checkpoints').insert({
      projector: 'test',
      version: 1,
      commit_position: '1',
      prepare_position: '1',
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  const byOffset = async (order: 'asc' | 'desc', sort: string, first: number, last: number) =>
    (
      (await h
        .db('visits')
        .select('id')
        .orderBy(sort, order)
        .orderBy('id', order)
        .offset(first)
        .limit(last - first + 1)) as { id: string }[]
    ).map((r) => r.id);

  const page = async (order: 'ASC' | 'DESC', sort: string, first: number, last: number) =>
    (
      await pageOf(
        h.db,
        h.db('visits'),
        (ids) => h.db('visits').whereIn('id', ids),
        { sort: { order }, range: [first, last] },
        { table: 'visits', sort, id: 'visits.id', keysNeverNull: true },
        (row: { id: string }) => row.id,
        EVERY,
      )
    ).rows;

  it('gives every page an offset gives, in both orders and by either column', async () => {
    for (const sort of ['at', 'amount'])
      for (const order of ['ASC', 'DESC'] as const)
        for (const size of [1, 5, 10])
          for (let first = 0; first < ROWS; first += size) {
            const last = first + size - 1;
            expect(await page(order, sort, first, last), `${sort} ${order} ${first}`).toEqual(
              await byOffset(order === 'ASC' ? 'asc' : 'desc', sort, first, last),
            );
          }
  });

  it('gives the pages as they are after a write moved a checkpoint', async () => {
    const deep = () => page('DESC', 'at', 150, 159);
    expect(await deep()).toEqual(await byOffset('desc', 'at', 150, 159));
    await h.db('visits').insert(
      Array.from({ length: 20 }, () => ({
        id: randomUUID(),
        at: h.db.raw(`'2026-06-01'::timestamptz`),
        amount: 3,
      })),
    );
    await h.db('projection_checkpoints').where({ projector: 'test' }).update({
      commit_position: '2',
      prepare_position: '2',
    });
    expect(await deep()).toEqual(await byOffset('desc', 'at', 150, 159));
  });
});

/**
 * Many matches (more than pageOf sorts as such): a page near an end walks the sort's index
 * through `walk` when the walk passes few rows (about page end × rows ÷ matches ≤ 20,000);
 * further in, `filtered`'s matches are sorted as before. Here `walk` leaves out one match, so
 * each page shows which way it was read.
 */
describe('pageOf, a short walk for many matches', () => {
  let h: Awaited<ReturnType<typeof createProjectionHarness>>;
  const ROWS = 60_000;
  let left: string;

  beforeAll(async () => {
    h = await createProjectionHarness([]);
    await h.db.raw(
      'create table visits (id uuid primary key, at timestamptz not null, kind int not null)',
    );
    await h.db.raw(
      `insert into visits select gen_random_uuid(), '2026-01-01'::timestamptz + n * interval '1 minute', n % 10
         from generate_series(1, ?) n`,
      [ROWS],
    );
    await h.db.raw('create index visits_at_idx on visits (at, id)');
    await h.db.raw('analyze visits');
    await h.db('projection_checkpoints').insert({
      projector: 'test',
      version: 1,
      commit_position: '1',
      prepare_position: '1',
    });
    left = (await h.db('visits').where({ kind: 0 }).orderBy('at', 'desc').first('id')).id;
  });

  afterAll(async () => {
    await h?.close();
  });

  // 6,000 matches of 60,000: a walk to row r passes about 10 r rows.
  const matching = () => h.db('visits').where({ kind: 0 });
  const page = async (first: number, last: number) =>
    (
      await pageOf(
        h.db,
        matching(),
        (ids) => h.db('visits').whereIn('id', ids),
        { sort: { order: 'DESC' }, range: [first, last] },
        { table: 'visits', sort: 'at', id: 'visits.id', walk: matching().whereNot('id', left) },
        (row: { id: string }) => row.id,
      )
    ).rows;
  const byOffset = async (first: number, last: number, without?: string) =>
    (
      (await matching()
        .modify((q) => {
          if (without) q.whereNot('id', without);
        })
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .offset(first)
        .limit(last - first + 1)
        .select('id')) as { id: string }[]
    ).map((r) => r.id);

  it('walks near the start, sorts the matches in the middle, and walks again near the end', async () => {
    expect(await page(0, 9)).toEqual(await byOffset(0, 9, left));
    expect(await page(1990, 1999)).toEqual(await byOffset(1990, 1999, left));
    expect(await page(2990, 2999)).toEqual(await byOffset(2990, 2999));
    // Read from the other end: the last rows are a short walk backwards.
    expect(await page(5990, 5999)).toEqual(await byOffset(5989, 5998, left));
  });
});
