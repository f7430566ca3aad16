import { randomUUID } from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { MAIN_BRANCH_ID } from '@gym/contracts';
import { createDb, migrateToLatest, platformMigrations, type Db } from '@gym/platform';
import { projectionMigrations } from '@gym/projection-service';
import { createTestDatabase } from '../../../scripts/test/db';
import { commandMigrations, commandServiceMigrations } from '.';

let db: Db | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await db?.destroy();
  await drop?.();
});

it('0073 puts the staff accounts of a gym from before branches at the first branch', async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  db = createDb(database.url);
  const { '0073_user_branches': _branches, ...before } = commandMigrations;
  await migrateToLatest(db, platformMigrations, projectionMigrations, before);
  const ids = { admin: randomUUID(), staff: randomUUID(), member: randomUUID() };
  await db('users').insert(
    Object.entries(ids).map(([role, id]) => ({ id, role, username: role, password_hash: 'x' })),
  );

  await migrateToLatest(db, ...commandServiceMigrations);
  expect(await db('user_branches').select('user_id', 'branch_id')).toEqual([
    { user_id: ids.staff, branch_id: MAIN_BRANCH_ID },
  ]);
  // The role a branch manager has is now one a row may hold; deleting an account takes its rows.
  await db('users').where({ id: ids.admin }).update({ role: 'branch_manager' });
  await db('users').where({ id: ids.staff }).delete();
  expect(await db('user_branches').count('* as c').first()).toEqual({ c: '0' });
});
