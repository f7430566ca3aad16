import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/db';
import { ConfigError, baseEnvSchema } from '../config';
import { platformMigrations } from '../migrations';
import { bootProcess } from './boot';

let database: { url: string; drop(): Promise<void> };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const options = {
  name: 'boot-test',
  envSchema: baseEnvSchema,
  migrations: [platformMigrations],
  needs: { database: 'url' as const, eventStore: true as const },
};

describe('bootProcess', () => {
  it('refuses a missing DATABASE_URL where one is needed, before opening anything', async () => {
    await expect(
      bootProcess({ ...options, env: {}, missingDatabaseUrl: 'Set DATABASE_URL.' }),
    ).rejects.toThrow(new ConfigError('Set DATABASE_URL.'));
  });

  it('reports a bad setting as a ConfigError naming it', async () => {
    await expect(bootProcess({ ...options, env: { PORT: 'abc' } })).rejects.toThrow(
      /PORT: must be a port number/,
    );
  });

  it('opens, migrates and creates the event store, and closes them when the task ends', async () => {
    const booted = await bootProcess({
      ...options,
      env: { DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    });
    const names = await booted.run(async () => {
      expect(await booted.store.readStream('nothing-yet')).toEqual([]);
      return booted.db('knex_migrations').orderBy('id').pluck<string[]>('name');
    });
    expect(names).toEqual(Object.keys(platformMigrations));
    await expect(booted.db.raw('select 1')).rejects.toThrow();
  });

  it('closes what it opened when the process fails to start, and rethrows', async () => {
    const booted = await bootProcess({
      ...options,
      env: { DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
    });
    await expect(
      booted.serve(async () => {
        throw new Error('port taken');
      }),
    ).rejects.toThrow('port taken');
    await expect(booted.db.raw('select 1')).rejects.toThrow();
  });
});
