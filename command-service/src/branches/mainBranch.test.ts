import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_SETTINGS_STREAM,
  MAIN_BRANCH_ID,
  branchStream,
  defaultGymSettings,
  reservationStream,
  type EventStore,
} from '@gym/contracts';
import { gymSettingsDecider } from '@gym/domain';
import { createLogger, openStorage, type Db } from '@gym/platform';
import { createTestDatabase } from '../../../scripts/test/db';
import { createCommandHandler } from '../commands/handleCommand';
import { createSnapshotStore } from '../commands/snapshots';
import { commandServiceMigrations } from '../migrations';
import { createClient } from '../testing/httpClient';
import { startTestServer } from '../testing/startTestServer';
import { ensureMainBranch } from './mainBranch';

const logger = createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

const typesOf = async (store: EventStore, stream: string) =>
  (await store.readStream(stream)).map((e) => e.type);

describe('the first branch at start-up', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('is opened once by the first start, named after GYM_NAME, and not again by a restart', async () => {
    const first = await startTestServer({ databaseUrl: database.url });
    const admin = createClient(first.url);
    await admin.login('admin', 'admin123');
    const res = await admin.get('/api/branches');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        id: MAIN_BRANCH_ID,
        code: 'MAIN',
        receiptPrefix: 'RCP',
        name: 'Test Gym',
        address: null,
        gstin: null,
        open: true,
      }),
    ]);
    await first.close();
    const second = await startTestServer({ databaseUrl: database.url });
    await second.close();
    const storage = await openStorage({
      databaseUrl: database.url,
      migrations: commandServiceMigrations,
      eventStore: true,
      logger,
    });
    try {
      expect(await typesOf(storage.store, branchStream(MAIN_BRANCH_ID))).toEqual(['BranchOpened']);
      expect(await typesOf(storage.store, reservationStream('branch-code', 'MAIN'))).toEqual([
        'ValueReserved',
      ]);
    } finally {
      await storage.close();
    }
  });
});

describe('ensureMainBranch', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let storage: { db: Db; store: EventStore; close(): Promise<void> };
  beforeAll(async () => {
    database = await createTestDatabase();
    storage = await openStorage({
      databaseUrl: database.url,
      migrations: commandServiceMigrations,
      eventStore: true,
      logger,
    });
  });
  afterAll(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('takes the legal name from the settings; two processes racing open it once, neither fails', async () => {
    const handle = createCommandHandler({
      store: storage.store,
      snapshots: createSnapshotStore(storage.db),
    });
    await handle(
      gymSettingsDecider,
      GYM_SETTINGS_STREAM,
      {
        type: 'ChangeGymSettings',
        settings: { ...defaultGymSettings(), legalName: 'Iron Temple Fitness Pvt Ltd' },
      },
      { actorUserId: null, correlationId: 'test', now: new Date() },
    );
    const deps = { store: storage.store, db: storage.db, logger, gymName: 'Gym' };
    const results = await Promise.all([
      ensureMainBranch(deps),
      ensureMainBranch(deps),
      ensureMainBranch(deps),
    ]);
    expect(results.filter((position) => position !== null)).toHaveLength(1);
    expect(await ensureMainBranch(deps)).toBeNull();
    const events = await storage.store.readStream(branchStream(MAIN_BRANCH_ID));
    expect(events.map((e) => e.type)).toEqual(['BranchOpened']);
    expect(events[0]!.data).toMatchObject({
      branchId: MAIN_BRANCH_ID,
      code: 'MAIN',
      receiptPrefix: 'RCP',
      name: 'Iron Temple Fitness Pvt Ltd',
      stateCode: null,
      gstin: null,
      upiId: null,
    });
    expect(await typesOf(storage.store, reservationStream('branch-code', 'MAIN'))).toEqual([
      'ValueReserved',
    ]);
  });
});
