import type { Db } from '@gym/platform';
import type { ThrottleAnswer } from './loginThrottle';

/** Registrations tried from one client address (each counts, whatever its outcome). */
export const REGISTRATION_LIMIT = { attempts: 10, minutes: 60 } as const;

export const TOO_MANY_REGISTRATIONS =
  'Too many registrations from this address. Please try again later.';

const ADDRESS_LOCK = 0x72656731;

/** Slows account creation and username probing from one address; counted under a lock. */
export function createRegistrationThrottle(db: Db) {
  const { attempts, minutes } = REGISTRATION_LIMIT;
  return {
    async begin(address: string): Promise<ThrottleAnswer> {
      return db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ADDRESS_LOCK, address]);
        await trx('registration_attempts')
          .where('address', address)
          .andWhereRaw(`attempted_at < now() - interval '1 day'`)
          .delete();
        // The row that must age out before one more fits: the limit-th newest.
        const { rows } = await trx.raw<{ rows: { wait: number }[] }>(
          `select ceil(extract(epoch from attempted_at + interval '${minutes} minutes' - now()))::int as wait
           from registration_attempts
           where address = ? and attempted_at > now() - interval '${minutes} minutes'
           order by attempted_at desc offset ? limit 1`,
          [address, attempts - 1],
        );
        const oldest = rows[0];
        if (oldest) return { allowed: false, retryAfterSeconds: Math.max(1, oldest.wait) };
        await trx('registration_attempts').insert({ address });
        return { allowed: true };
      });
    },
  };
}
