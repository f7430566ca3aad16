import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { createDb, migrateToLatest, platformMigrations, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { projectionMigrations } from '.';

let db: Db | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

it('0111 adds up the day sums a gym already has into month sums, so no rebuild is needed', async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  const { '0111_gst_month_sums': _months, ...before } = projectionMigrations;
  await migrateToLatest(db, platformMigrations, before);
  const branch = randomUUID();
  const day = (books_day: string, recorded_on: string, kind: string, paise: number) => ({
    branch_id: branch,
    books_day,
    gstin: '29ABCDE1234F1ZW',
    rate_bp: 1800,
    kind,
    recorded_on,
    amount_paise: paise,
    taxable_paise: paise - 100,
    cgst_paise: 50,
    sgst_paise: 50,
    igst_paise: 0,
    count: 1,
  });
  await db('gst_day_sums').insert([
    day('2026-04-03', '2026-04-03', 'sale', 1000),
    day('2026-04-20', '2026-04-21', 'sale', 2000),
    // Backdated: April's books, recorded in May.
    day('2026-04-30', '2026-05-02', 'sale', 4000),
    day('2026-04-03', '2026-05-02', 'void', 1000),
  ]);

  await migrateToLatest(db, platformMigrations, projectionMigrations);
  const rows = await db('gst_month_sums')
    .orderBy(['kind', 'recorded_month'])
    .select(
      db.raw('books_month::text'),
      'kind',
      db.raw('recorded_month::text'),
      'amount_paise',
      'taxable_paise',
      'count',
    );
  expect(rows).toEqual([
    {
      books_month: '2026-04-01',
      kind: 'sale',
      recorded_month: '2026-04-01',
      amount_paise: '3000',
      taxable_paise: '2800',
      count: 2,
    },
    {
      books_month: '2026-04-01',
      kind: 'sale',
      recorded_month: '2026-05-01',
      amount_paise: '4000',
      taxable_paise: '3900',
      count: 1,
    },
    {
      books_month: '2026-04-01',
      kind: 'void',
      recorded_month: '2026-05-01',
      amount_paise: '1000',
      taxable_paise: '900',
      count: 1,
    },
  ]);
});
