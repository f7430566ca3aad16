import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, shortDigest, type BooksSealed, type EventStore } from '@gym/contracts';
import {
  createDb,
  createLogger,
  createPostgresEventStore,
  migrateToLatest,
  type Db,
} from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createJobs } from '../jobs/definitions';
import { commandServiceMigrations } from '../migrations';
import { createNotifier } from '../notifications/createNotifier';
import { createInProcessReceiptRenderer } from '../receipts/receiptRenderer';
import { createBookSealer } from './sealer';
import { booksDigestMessage } from './morningDigest';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

const seal: BooksSealed = {
  sealNumber: 12,
  firstPosition: '5/1',
  lastPosition: '9/400',
  eventCount: 400,
  headDigest: 'ab'.repeat(32),
  previousDigest: null,
  sealedAt: '2026-11-20T16:30:00.000Z',
};

describe('the morning books digest', () => {
  it("names the seal, its time in the gym's zone and its digest, with a WhatsApp copy when a phone is known", () => {
    const message = booksDigestMessage({
      gymName: 'Iron Temple',
      seal,
      timeZone: DEFAULT_TIME_ZONE,
      phone: '98450 12345',
    });
    expect(message.subject).toBe(`Books sealed: ${shortDigest(seal.headDigest)}`);
    expect(message.text).toContain('seal 12, 400 new entries');
    expect(message.text).toContain('22:00');
    expect(message.text).toContain(`Digest: ${shortDigest(seal.headDigest)}`);
    expect(message.whatsAppLink).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(
      booksDigestMessage({ gymName: 'G', seal, timeZone: DEFAULT_TIME_ZONE, phone: null })
        .whatsAppLink,
    ).toBeNull();
  });

  describe('the job', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Db;
    let store: EventStore;
    let notifier: ReturnType<typeof createNotifier>;

    beforeAll(async () => {
      database = await createTestDatabase();
      db = createDb(database.url);
      await migrateToLatest(db, ...commandServiceMigrations);
      store = createPostgresEventStore({ connectionString: database.url });
      notifier = createNotifier({ db, logger, from: 'gym@example.com' });
    });
    afterAll(async () => {
      notifier.close();
      await store.close();
      await db.destroy();
      await database.drop();
    });

    it('sends each admin with an e-mail the latest seal once a gym day', async () => {
      const users = [
        { role: 'admin', email: 'owner@example.com', active: true },
        { role: 'admin', email: null, active: true },
        { role: 'admin', email: 'gone@example.com', active: false },
        { role: 'staff', email: 'desk@example.com', active: true },
      ];
      await db('users').insert(
        users.map((u, i) => ({ id: randomUUID(), username: `u${i}`, password_hash: 'x', ...u })),
      );
      // A seal, as the sealer appends it over one event.
      const sealer = createBookSealer({ clock: () => new Date('2026-11-20T16:30:00.000Z') });
      await db.transaction((trx) =>
        sealer.reactToLog!(
          [
            {
              streamId: 'plan-1',
              revision: 0n,
              position: { commit: 5n, prepare: 1n },
              type: 'PlanDeactivated',
              data: { planId: randomUUID() },
              metadata: {
                eventId: randomUUID(),
                occurredAt: '2026-11-20T16:00:00.000Z',
                actorUserId: null,
                correlationId: randomUUID(),
                causationId: null,
                schemaVersion: 3,
              },
            },
          ],
          { trx, store },
        ),
      );
      const job = createJobs({
        db,
        store,
        notifier,
        receiptRenderer: createInProcessReceiptRenderer(),
        logger,
        timeZone: DEFAULT_TIME_ZONE,
        gym: { name: 'Iron Temple', address: '' },
      }).find((j) => j.name === 'books-digest')!;
      expect(job.schedule?.pattern).toBe('0 7 * * *');
      const run = (at: string) =>
        job.run(undefined, { logger, now: new Date(at), signal: new AbortController().signal });
      await run('2026-11-21T01:30:00.000Z');
      await run('2026-11-21T02:30:00.000Z');
      const sent = await db('notifications').select('recipient', 'subject', 'kind');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ recipient: 'owner@example.com', kind: 'books-digest' });
      expect(sent[0]!.subject).toMatch(/^Books sealed: [0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
      // The next gym day, again.
      await run('2026-11-22T01:30:00.000Z');
      expect(await db('notifications').count<{ n: string }[]>('* as n')).toEqual([{ n: '2' }]);
    });
  });
});
