import type { Knex } from 'knex';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createDb,
  migrateToLatest,
  platformMigrations,
  type Db,
  type MigrationList,
} from '@gym/platform';
import { projectionMigrations } from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { commandMigrations, commandServiceMigrations } from '.';

const TABLES = [
  // platform
  'events',
  // projection-service
  'projection_checkpoints',
  'plans',
  'members',
  'memberships',
  'payments',
  'projection_failures',
  // command-service
  'users',
  'sessions',
  'app_secrets',
  'notifications',
  'login_failures',
  'aggregate_snapshots',
  'member_invitations',
  'receipt_emails_due',
];

const opened: { db: Db; drop(): Promise<void> }[] = [];

async function emptyDatabase(): Promise<Db> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  opened.push({ db, drop: database.drop });
  return db;
}

afterEach(async () => {
  for (const { db, drop } of opened.splice(0)) {
    await db.destroy();
    await drop();
  }
});

/** Before each package owned its migrations: one list, in name order, validated by knex. */
async function migrateWithTheOldSingleList(db: Knex, until?: string) {
  const all: MigrationList = {
    ...platformMigrations,
    ...projectionMigrations,
    ...commandMigrations,
  };
  const names = Object.keys(all)
    .sort()
    .filter((name) => !until || name <= until);
  await db.migrate.latest({
    migrationSource: {
      getMigrations: async () => names,
      getMigrationName: (name: string) => name,
      getMigration: async (name: string) => all[name]!,
    },
  });
}

async function tables(db: Db): Promise<string[]> {
  const rows = await db('information_schema.tables')
    .where({ table_schema: 'public' })
    .pluck<string[]>('table_name');
  return rows;
}

async function recorded(db: Db): Promise<string[]> {
  return db('knex_migrations').orderBy('id').pluck<string[]>('name');
}

const everyName = Object.keys({
  ...platformMigrations,
  ...projectionMigrations,
  ...commandMigrations,
});

describe('migrations owned by their packages', () => {
  it('give a fresh database every table, each migration recorded once', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, ...commandServiceMigrations);
    expect(await tables(db)).toEqual(expect.arrayContaining(TABLES));
    expect((await recorded(db)).sort()).toEqual(everyName.sort());
  });

  it('run nothing again on a database the old single list migrated, in any process', async () => {
    const db = await emptyDatabase();
    await migrateWithTheOldSingleList(db);
    const before = await recorded(db);
    // The projection service's process knows only its own lists; the others' names are no error.
    await migrateToLatest(db, platformMigrations, projectionMigrations);
    await migrateToLatest(db, ...commandServiceMigrations);
    expect(await recorded(db)).toEqual(before);
  });

  it('bring a database an older release migrated up to date under the same names', async () => {
    const db = await emptyDatabase();
    await migrateWithTheOldSingleList(db, '0014_projection_failures');
    await migrateToLatest(db, ...commandServiceMigrations);
    expect((await recorded(db)).sort()).toEqual(everyName.sort());
    expect(await db.schema.hasColumn('users', 'must_change_password')).toBe(true);
    expect(await db.schema.hasColumn('sessions', 'user_id')).toBe(true);
  });

  it('start receipt e-mails after the events a database already has (an upgrade e-mails no past receipt)', async () => {
    const fresh = await emptyDatabase();
    await migrateToLatest(fresh, ...commandServiceMigrations);
    expect(await fresh('projection_checkpoints').where({ projector: 'receipt-emails' })).toEqual(
      [],
    );

    const db = await emptyDatabase();
    await migrateWithTheOldSingleList(db, '0034_membership_ledger_balances');
    const [event] = await db('events')
      .insert({
        stream_id: 'membership-1',
        stream_revision: 0,
        event_id: '00000000-0000-4000-8000-000000000001',
        event_type: 'PaymentRecorded',
        data: {},
        metadata: {},
      })
      .returning<{ transaction_id: string; global_position: string }[]>([
        'transaction_id',
        'global_position',
      ]);
    await migrateToLatest(db, ...commandServiceMigrations);
    expect(
      await db('projection_checkpoints')
        .where({ projector: 'receipt-emails' })
        .first('commit_position', 'prepare_position', 'version'),
    ).toEqual({
      commit_position: String(event!.transaction_id),
      prepare_position: String(event!.global_position),
      version: 1,
    });
  });

  it('let the projection service migrate a fresh database first, the command service after', async () => {
    const db = await emptyDatabase();
    await migrateToLatest(db, platformMigrations, projectionMigrations);
    expect(await tables(db)).not.toContain('users');
    await migrateToLatest(db, ...commandServiceMigrations);
    expect(await tables(db)).toEqual(expect.arrayContaining(TABLES));
  });
});
