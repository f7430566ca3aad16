import type { Db } from '@gym/projection-service';

const WINDOW_MINUTES = 15;
const MAX_FAILURES = 10;

export const TOO_MANY_ATTEMPTS = `Too many failed sign-in attempts. Please wait ${WINDOW_MINUTES} minutes and try again.`;

/** Slows password guessing: after 10 failures for a username in 15 minutes, sign-in waits. */
export function createLoginThrottle(db: Db) {
  const recent = () =>
    db('login_failures').whereRaw(`failed_at > now() - interval '${WINDOW_MINUTES} minutes'`);
  return {
    async blocked(username: string): Promise<boolean> {
      const row = await recent()
        .whereRaw('lower(username) = lower(?)', [username])
        .count<{ count: string }[]>('* as count')
        .first();
      return Number(row?.count ?? 0) >= MAX_FAILURES;
    },
    async failed(username: string): Promise<void> {
      await db('login_failures').insert({ username });
      await db('login_failures').whereRaw(`failed_at < now() - interval '1 day'`).delete();
    },
    async succeeded(username: string): Promise<void> {
      await db('login_failures').whereRaw('lower(username) = lower(?)', [username]).delete();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
