import type { Knex } from 'knex';
import type { Db } from '@gym/platform';

/**
 * Wrong passwords allowed before sign-in answers 429. A stranger guessing from one address stops
 * at the first limit without touching the owner's sign-in from theirs; the per-username limit
 * across addresses is much slower, so spreading guesses over many addresses gains little.
 */
export const LOGIN_LIMITS = {
  /** One username from one client address. */
  perUsernameAndAddress: { attempts: 10, minutes: 15 },
  /** One username from any addresses. */
  perUsername: { attempts: 100, minutes: 60 },
  /** One client address, any usernames. */
  perAddress: { attempts: 50, minutes: 15 },
} as const;

const WINDOW_MINUTES = Math.max(...Object.values(LOGIN_LIMITS).map((limit) => limit.minutes));

/** The 429 text: how long to wait, in whole minutes (Retry-After has the seconds). */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

// Advisory-lock namespaces (two-key form), so these locks meet no one else's.
const USERNAME_LOCK = 0x6c6f6731;
const ADDRESS_LOCK = 0x6c6f6732;

type LimitName = keyof typeof LOGIN_LIMITS;
type Attempt = { username: string; address: string };

/** Which rows each limit counts (named bindings :username, :address). */
const SCOPES: Record<LimitName, string> = {
  perUsernameAndAddress: 'lower(username) = lower(:username) and address = :address',
  perUsername: 'lower(username) = lower(:username)',
  perAddress: 'address = :address',
};
const NAMES = Object.keys(LOGIN_LIMITS) as LimitName[];
const inWindow = (name: LimitName) =>
  `failed_at > now() - interval '${LOGIN_LIMITS[name].minutes} minutes'`;

/** Each limit's count of the attempt's rows in its window. */
async function countsOf(trx: Knex.Transaction, attempt: Attempt) {
  const { rows } = await trx.raw<{ rows: Record<LimitName, number>[] }>(
    `select ${NAMES.map((name) => `count(*) filter (where ${SCOPES[name]} and ${inWindow(name)})::int as "${name}"`).join(', ')}
     from login_failures
     where failed_at > now() - interval '${WINDOW_MINUTES} minutes'
       and (lower(username) = lower(:username) or address = :address)`,
    attempt,
  );
  return rows[0];
}

/**
 * Seconds until a full limit lets one more attempt through: until the row that brings the
 * window's count under the limit has aged out of it.
 */
async function secondsUntilFree(
  trx: Knex.Transaction,
  name: LimitName,
  attempt: Attempt,
  count: number,
): Promise<number> {
  const { minutes, attempts } = LOGIN_LIMITS[name];
  const { rows } = await trx.raw<{ rows: { wait: number }[] }>(
    `select ceil(extract(epoch from failed_at + interval '${minutes} minutes' - now()))::int as wait
     from login_failures where ${SCOPES[name]} and ${inWindow(name)}
     order by failed_at offset :skip limit 1`,
    { ...attempt, skip: count - attempts },
  );
  return Math.max(1, rows[0]?.wait ?? minutes * 60);
}

export type ThrottleAnswer = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Slows password guessing. Each attempt is counted before its password is checked, under a lock
 * on its username and address, so parallel guesses cannot all slip through the same count.
 * A row in `login_failures` is a failed attempt, or one still being checked.
 */
export function createLoginThrottle(db: Db) {
  return {
    /** Counts an attempt; refused (and not counted) when any limit is full. */
    async begin(username: string, address: string): Promise<ThrottleAnswer> {
      return db.transaction(async (trx) => {
        // Always username first, then address: a holder of an address lock never waits for a
        // username lock, so two attempts cannot deadlock.
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(lower(?)))', [
          USERNAME_LOCK,
          username,
        ]);
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ADDRESS_LOCK, address]);
        const attempt = { username, address };
        const counts = await countsOf(trx, attempt);
        let wait = 0;
        for (const name of NAMES) {
          const count = counts?.[name] ?? 0;
          if (count >= LOGIN_LIMITS[name].attempts)
            wait = Math.max(wait, await secondsUntilFree(trx, name, attempt, count));
        }
        if (wait) return { allowed: false, retryAfterSeconds: wait };
        await trx('login_failures').insert({ username, address });
        return { allowed: true };
      });
    },
    /** The attempt stays counted; old rows go. */
    async failed(): Promise<void> {
      await db('login_failures').whereRaw(`failed_at < now() - interval '1 day'`).delete();
    },
    /**
     * A good sign-in clears this username's count from this address only: wrong guesses from
     * elsewhere still count against the username.
     */
    async succeeded(username: string, address: string): Promise<void> {
      await db('login_failures')
        .whereRaw('lower(username) = lower(?)', [username])
        .andWhere('address', address)
        .delete();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
