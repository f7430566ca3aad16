import type { Db } from '@gym/platform';

export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Wrong passwords for one username (any address) in the window. */
  perUsername: 10,
  /** Wrong passwords from one client address (any usernames) in the window. */
  perAddress: 50,
} as const;

export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${LOGIN_LIMITS.windowMinutes} minutes and try again.`;

// Advisory-lock namespaces (two-key form), so these locks meet no one else's.
const USERNAME_LOCK = 0x6c6f6731;
const ADDRESS_LOCK = 0x6c6f6732;

/**
 * Slows password guessing. Each attempt is counted before its password is checked, under a lock
 * on its username and address, so parallel guesses cannot all slip through the same count.
 * A row in `login_failures` is a failed attempt, or one still being checked.
 */
export function createLoginThrottle(db: Db) {
  return {
    /** Counts an attempt; false (and not counted) when the username or address is over a limit. */
    async begin(username: string, address: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        // Always username first, then address: a holder of an address lock never waits for a
        // username lock, so two attempts cannot deadlock.
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(lower(?)))', [
          USERNAME_LOCK,
          username,
        ]);
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ADDRESS_LOCK, address]);
        const { rows } = await trx.raw<{ rows: { by_username: number; by_address: number }[] }>(
          `select count(*) filter (where lower(username) = lower(?))::int as by_username,
                  count(*) filter (where address = ?)::int as by_address
           from login_failures
           where failed_at > now() - interval '${LOGIN_LIMITS.windowMinutes} minutes'
             and (lower(username) = lower(?) or address = ?)`,
          [username, address, username, address],
        );
        const counts = rows[0];
        if (
          counts &&
          (counts.by_username >= LOGIN_LIMITS.perUsername ||
            counts.by_address >= LOGIN_LIMITS.perAddress)
        )
          return false;
        await trx('login_failures').insert({ username, address });
        return true;
      });
    },
    /** The attempt stays counted; old rows go. */
    async failed(): Promise<void> {
      await db('login_failures').whereRaw(`failed_at < now() - interval '1 day'`).delete();
    },
    /** A good sign-in clears the username's count (and with it, its share of address counts). */
    async succeeded(username: string): Promise<void> {
      await db('login_failures').whereRaw('lower(username) = lower(?)', [username]).delete();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
