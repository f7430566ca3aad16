import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  comparePositions,
  decodePosition,
  type EventStore,
  type ReadModelsCheckDto,
} from '@gym/contracts';
import { createDb, createPostgresEventStore, type Db } from '@gym/platform';
import { loadCheckpoint } from '@gym/projection-service';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';
import { verifyBooks } from './verifyBooks';

describe('verify-books checks the money read models against the log', () => {
  let p: Product;
  let store: EventStore;
  let db: Db;
  let paymentIds: string[];

  beforeAll(async () => {
    p = await startProduct();
    store = createPostgresEventStore({ connectionString: p.databaseUrl });
    db = createDb(p.databaseUrl);
    const admin = await p.signedIn('admin');
    const { membership } = await memberWithMembership(admin);
    paymentIds = [];
    for (const amount of ['500', '300', '200']) {
      paymentIds.push((await pay(admin, membership.id, amount)).id);
    }
  });
  afterAll(async () => {
    await db?.destroy();
    await store?.close();
    await p?.close();
  });

  const verify = () =>
    verifyBooks({ databaseUrl: p.databaseUrl, store, logOnPostgres: true, readModels: db });

  it('says an untouched database matches, every money table compared', async () => {
    const result = await verify();
    expect(result).toMatchObject({ matches: true, sealsMatch: true });
    const models = result.readModels!;
    expect(models).toMatchObject({ matches: true, differingRows: 0, differences: [] });
    expect(models.message).toMatch(/^The read models match the log/);
    const tables = models.tables.map((t) => t.table);
    for (const table of [
      'payments',
      'memberships',
      'receipts',
      'expenses',
      'day_closes',
      'gst_payments',
      'gst_day_sums',
      'membership_ledger_changes',
      'membership_ledger_balances',
    ]) {
      expect(tables).toContain(table);
    }
    expect(models.tables.find((t) => t.table === 'payments')!.rows).toBe(3);
    // Nothing of the check is left behind.
    const { rows } = await db.raw<{ rows: unknown[] }>(
      `select 1 from pg_namespace where nspname like 'books_check_%'`,
    );
    expect(rows).toEqual([]);
  });

  it('names the payment row and column changed directly in the table, with both values', async () => {
    const id = paymentIds[1]!;
    await db.raw('update payments set amount_paise = amount_paise + 100000 where id = ?', [id]);
    try {
      const result = await verify();
      // The log itself is as sealed: it is the read model that was changed.
      expect(result).toMatchObject({ matches: false, sealsMatch: true });
      const models = result.readModels!;
      expect(models).toMatchObject({ matches: false, differingRows: 1, differencesCapped: false });
      expect(models.differences).toEqual([
        {
          table: 'payments',
          key: { id },
          kind: 'changed',
          columns: [{ column: 'amount_paise', stored: '130000', fromLog: '30000' }],
          message: `payments (id ${id}): amount_paise is 130000 in the read model, 30000 from the log`,
        },
      ]);
      expect(models.message).toBe(
        'The read models do not match the log: 1 row differs (payments).',
      );
    } finally {
      await db.raw('update payments set amount_paise = amount_paise - 100000 where id = ?', [id]);
    }
  });

  it('names a row deleted from a table and one put in', async () => {
    const id = paymentIds[2]!;
    const [row] = await db('payments').where({ id }).select();
    await db('payments').where({ id }).delete();
    const extra = { ...row, id: '00000000-0000-4000-8000-000000000001' };
    await db('payments').insert(extra);
    try {
      const models = (await verify()).readModels!;
      expect(models.differences.map((d) => [d.kind, d.key.id])).toEqual([
        ['extra', extra.id],
        ['missing', id],
      ]);
      expect(models.differences[1]!.message).toBe(
        `payments (id ${id}) is missing from the read model`,
      );
    } finally {
      await db('payments').where({ id: extra.id }).delete();
      await db('payments').insert(row);
    }
  });

  it('does not take a read model behind the log for a changed one', async () => {
    const admin = await p.signedIn('admin');
    const { membership } = await memberWithMembership(admin);
    // The payments projector waits on its lock: its read model stays behind the log.
    const held = await db.transaction();
    try {
      await held.raw('select pg_advisory_xact_lock(hashtext(?))', ['projector:payments']);
      const recorded = await admin.post('/api/payments', {
        membershipId: membership.id,
        amount: '700',
        paymentMethod: 'cash',
      });
      // Recorded; the read models did not all catch up in time.
      expect(recorded.status).toBe(202);
      const position = decodePosition(recorded.headers.get('x-read-after')!)!;
      await vi.waitFor(
        async () => {
          const saved = await loadCheckpoint(db, 'memberships');
          expect(comparePositions(saved!.position, position)).toBeGreaterThanOrEqual(0);
        },
        { timeout: 20_000, interval: 100 },
      );
      const models: ReadModelsCheckDto = (await verify()).readModels!;
      expect(models).toMatchObject({ matches: true, differences: [] });
      const payments = models.tables.find((t) => t.table === 'payments')!;
      expect(comparePositions(decodePosition(payments.upTo)!, position)).toBeLessThan(0);
      expect(payments.rows).toBe(3);
      // The memberships read model has the payment: it was compared with it.
      const memberships = models.tables.find((t) => t.table === 'memberships')!;
      expect(comparePositions(decodePosition(memberships.upTo)!, position)).toBeGreaterThanOrEqual(
        0,
      );
    } finally {
      await held.rollback();
    }
  });
});
