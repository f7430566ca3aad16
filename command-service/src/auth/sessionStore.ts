import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** koa-session's external store on the `sessions` table. */
export function createSessionStore(db: Knex) {
  return {
    async get(sid: string): Promise<Record<string, unknown> | undefined> {
      const row = await db('sessions')
        .where({ sid })
        .andWhere('expire', '>', db.fn.now())
        .first('sess');
      return row?.sess;
    },
    async set(sid: string, sess: Record<string, unknown>, maxAge: number | 'session' | undefined) {
      const ms = typeof maxAge === 'number' ? maxAge : 86_400_000;
      await db('sessions')
        .insert({ sid, sess: JSON.stringify(sess), expire: new Date(Date.now() + ms) })
        .onConflict('sid')
        .merge();
    },
    async destroy(sid: string) {
      await db('sessions').where({ sid }).delete();
    },
  };
}

export async function deleteExpiredSessions(db: Knex): Promise<number> {
  return db('sessions').where('expire', '<', db.fn.now()).delete();
}

/** The cookie-signing secret: given, or made once and kept in the database for every replica. */
export async function sessionSecret(db: Knex, given?: string): Promise<string> {
  if (given) return given;
  await db('app_secrets')
    .insert({ name: 'session', value: randomBytes(32).toString('base64url') })
    .onConflict('name')
    .ignore();
  const row = await db('app_secrets').where({ name: 'session' }).first('value');
  return row.value as string;
}
