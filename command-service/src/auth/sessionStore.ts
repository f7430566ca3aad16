import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/** A session ends after this long without a request… */
export const SESSION_IDLE_HOURS = 12;
/** …and this long after sign-in, however much it is used. */
export const SESSION_LIFETIME_DAYS = 7;
export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 86_400_000;

const IDLE = `interval '${SESSION_IDLE_HOURS} hours'`;
const LIFETIME = `interval '${SESSION_LIFETIME_DAYS} days'`;
/** When a session ends if not used again; kept in `expire` for the sweep. */
const ENDS_AT = `least(now() + ${IDLE}, sessions.created_at + ${LIFETIME})`;
const LIVE = `sessions.expire > now()
  and sessions.last_seen_at > now() - ${IDLE}
  and sessions.created_at > now() - ${LIFETIME}`;

/**
 * koa-session's external store on the `sessions` table, enforcing the idle time and the lifetime.
 * An ended session keeps its row (expired) until the sweep, so a request still in flight when it
 * ended cannot save it back to life.
 */
export function createSessionStore(db: Knex) {
  return {
    async get(sid: string): Promise<Record<string, unknown> | undefined> {
      // Reading is using: the idle clock restarts (at most once a minute, to spare writes).
      const result = await db.raw<{ rows: { sess: Record<string, unknown> }[] }>(
        `with live as (
           select sid, sess, last_seen_at from sessions where sid = ? and ${LIVE}
         ), touched as (
           update sessions set last_seen_at = now(), expire = ${ENDS_AT}
           from live
           where sessions.sid = live.sid and live.last_seen_at < now() - interval '1 minute'
         )
         select sess from live`,
        [sid],
      );
      return result.rows[0]?.sess;
    },
    async set(sid: string, sess: Record<string, unknown>) {
      const userId = typeof sess.userId === 'string' ? sess.userId : null;
      await db.raw(
        `insert into sessions (sid, sess, user_id, expire) values (?, ?, ?, now() + ${IDLE})
         on conflict (sid) do update
           set sess = excluded.sess, user_id = excluded.user_id,
               last_seen_at = now(), expire = ${ENDS_AT}
           where ${LIVE}`,
        [sid, JSON.stringify(sess), userId],
      );
    },
    async destroy(sid: string) {
      await db('sessions').where({ sid }).update({ expire: db.fn.now() });
    },
    /** Signs a user out everywhere (but `except`): password change, reset, deactivation. */
    async endSessionsOf(userId: string, options: { except?: string } = {}): Promise<number> {
      const query = db('sessions')
        .where({ user_id: userId })
        .andWhere('expire', '>', db.fn.now())
        .update({ expire: db.fn.now() });
      if (options.except) query.andWhereNot({ sid: options.except });
      return query;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

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
