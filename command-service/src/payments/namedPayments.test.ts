import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, type Db } from '@gym/platform';
import type { PaymentRecord } from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { commandServiceMigrations } from '../migrations';
import { namedBatches, namedPayments } from './namedPayments';

/** The payments a page or an export batch names: their accounts are read once per batch. */
describe('payments named from the accounts', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  const desk = randomUUID();
  const owner = randomUUID();
  const gone = randomUUID();

  const record = (n: number, receivedBy: string | null, correctedBy: string | null) =>
    ({
      id: randomUUID(),
      receivedBy,
      correctedBy,
      amount: `${n}.00`,
    }) as PaymentRecord;

  /** The statements that read `users` while `run` runs. */
  async function usersReads(run: () => Promise<unknown>): Promise<number> {
    let reads = 0;
    const count = (q: { sql: string }) => {
      if (/\bfrom "users"/.test(q.sql)) reads++;
    };
    db.on('query', count);
    try {
      await run();
    } finally {
      db.off('query', count);
    }
    return reads;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.url, { poolMax: 2 });
    await migrateToLatest(db, ...commandServiceMigrations);
    await db('users').insert([
      { id: desk, username: 'desk', password_hash: 'x', first_name: 'Front', last_name: 'Desk' },
      { id: owner, username: 'owner', password_hash: 'x', first_name: null, last_name: null },
    ]);
  });

  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('names a page with one read of the accounts, whatever its length', async () => {
    const page = Array.from({ length: 200 }, (_, n) =>
      record(n, n % 3 ? desk : null, n % 7 ? null : owner),
    );
    let named: Awaited<ReturnType<typeof namedPayments>> = [];
    expect(await usersReads(async () => (named = await namedPayments(db, page)))).toBe(1);
    expect(named[1]).toMatchObject({
      receivedBy: desk,
      receivedByUser: { firstName: 'Front', lastName: 'Desk', username: 'desk' },
      correctedByName: null,
    });
    expect(named[0]).toMatchObject({ receivedByUser: null, correctedByName: 'owner' });
    expect(named[0]).not.toHaveProperty('correctedBy');
  });

  it('names an export one read per batch, and none for a batch that names no account', async () => {
    async function* batches() {
      yield [record(1, desk, null), record(2, gone, null)];
      yield [record(3, null, null)];
      yield [record(4, desk, owner)];
    }
    const out: Awaited<ReturnType<typeof namedPayments>>[] = [];
    const reads = await usersReads(async () => {
      for await (const batch of namedBatches(db, batches())) out.push(batch);
    });
    expect(reads).toBe(2);
    expect(out.map((b) => b.map((p) => p.receivedByUser?.username ?? null))).toEqual([
      ['desk', null],
      [null],
      ['desk'],
    ]);
    expect(out[2]![0]!.correctedByName).toBe('owner');
  });
});
