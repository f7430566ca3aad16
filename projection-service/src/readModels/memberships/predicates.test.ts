import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../../scripts/test/db';
import {
  ageingBucketSql,
  dueDateSql,
  inForceOnSql,
  notCancelledSql,
  notStartedOnSql,
  owingSql,
  paidInFullSql,
  whereInAgeingBucket,
  whereOwing,
} from './predicates';

const today = '2026-03-31';
// name, status, start, end, next due, total, paid
const rows = [
  ['owing', 'partial_paid', '2026-03-01', '2026-03-31', '2026-03-31', 1000, 400],
  ['paid', 'active', '2026-03-31', '2026-04-30', null, 1000, 1000],
  ['cancelled-owing', 'cancelled', '2026-03-01', '2026-04-30', '2026-03-15', 1000, 0],
  ['future', 'pending_payment', '2026-04-01', '2026-04-30', null, 1000, 0],
  ['past', 'expired', '2026-01-01', '2026-01-31', '2026-01-01', 1000, 999],
  ['over-90', 'expired', '2025-12-01', '2025-12-31', null, 500, 0],
] as const;

describe('membership predicates', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url);
    await db.raw(`create table memberships (name text, status text, start_date date, end_date date,
      next_payment_due_date date, total_paise bigint, paid_paise bigint)`);
    for (const [name, status, start, end, due, total, paid] of rows)
      await db('memberships').insert({
        name,
        status,
        start_date: start,
        end_date: end,
        next_payment_due_date: due,
        total_paise: total,
        paid_paise: paid,
      });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const names = async (qb: ReturnType<Db['queryBuilder']>) =>
    ((await qb.select('name').orderBy('name')) as { name: string }[]).map((r) => r.name);
  const where = (sql: string, bindings: readonly string[] = []) =>
    names(db('memberships').whereRaw(sql, bindings));

  it('owing: more due than paid, not cancelled', async () => {
    expect(await where(owingSql())).toEqual(['future', 'over-90', 'owing', 'past']);
    expect(await names(whereOwing(db('memberships')))).toEqual([
      'future',
      'over-90',
      'owing',
      'past',
    ]);
    expect(await names(db('memberships as m').whereRaw(owingSql('m')))).toEqual([
      'future',
      'over-90',
      'owing',
      'past',
    ]);
  });

  it('not cancelled and paid in full', async () => {
    expect(await where(notCancelledSql())).not.toContain('cancelled-owing');
    expect(await where(paidInFullSql())).toEqual(['paid']);
  });

  it('in force on a day: the day within the period, ends included; not cancelled', async () => {
    expect(await where(inForceOnSql('?'), [today, today])).toEqual(['owing', 'paid']);
    expect(await where(inForceOnSql('?'), ['2026-04-01', '2026-04-01'])).toEqual([
      'future',
      'paid',
    ]);
    expect(await where(notStartedOnSql('?'), [today])).toEqual(['future']);
  });

  it('the due date is the next payment due date, else the start date', async () => {
    const due = (await db('memberships')
      .select('name', db.raw(`to_char(${dueDateSql()}, 'YYYY-MM-DD') as due`))
      .orderBy('name')) as { name: string; due: string }[];
    expect(Object.fromEntries(due.map((r) => [r.name, r.due]))).toMatchObject({
      owing: '2026-03-31',
      paid: '2026-03-31',
      future: '2026-04-01',
      past: '2026-01-01',
      'over-90': '2025-12-01',
    });
  });

  it('the ageing bucket in SQL and the bucket filter agree', async () => {
    const owing = (await db('memberships')
      .whereRaw(owingSql())
      .select('name', db.raw(`${ageingBucketSql(today)} as bucket`))
      .orderBy('name')) as { name: string; bucket: string }[];
    // future and owing are due today or later; past 89 days ago; over-90 120 days ago.
    expect(owing).toEqual([
      { name: 'future', bucket: 'current' },
      { name: 'over-90', bucket: 'over-90' },
      { name: 'owing', bucket: 'current' },
      { name: 'past', bucket: '61-90' },
    ]);
    for (const { name, bucket } of owing)
      expect(
        await names(whereInAgeingBucket(whereOwing(db('memberships')), bucket as 'current', today)),
      ).toContain(name);
  });
});
