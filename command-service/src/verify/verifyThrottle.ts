import type { Db } from '@gym/platform';

/** Look-ups of `/verify/…` from one client address: enough for a desk, too few to search codes. */
export const VERIFY_LIMIT = { hits: 30, minutes: 10 } as const;

export type VerifyThrottleAnswer =
  { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts each client address's look-ups in fixed windows: one upsert per look-up (no lock: the
 * row's own update serialises), and the address's earlier windows are removed as it goes.
 */
export function createVerifyThrottle(
  db: Db,
  limit: { hits: number; minutes: number } = VERIFY_LIMIT,
) {
  const windowSeconds = limit.minutes * 60;
  return async function hit(address: string): Promise<VerifyThrottleAnswer> {
    const { rows } = await db.raw<{ rows: { hits: number; wait: number }[] }>(
      `with this_window as (
         select to_timestamp(floor(extract(epoch from now()) / ?) * ?) as start
       ), counted as (
         insert into receipt_verify_hits (address, window_start, hits)
         select ?, start, 1 from this_window
         on conflict (address, window_start) do update set hits = receipt_verify_hits.hits + 1
         returning hits, ceil(extract(epoch from window_start + make_interval(secs => ?) - now()))::int as wait
       ), cleared as (
         delete from receipt_verify_hits
         where address = ? and window_start < (select start from this_window)
       )
       select hits, wait from counted`,
      [windowSeconds, windowSeconds, address, windowSeconds, address],
    );
    const row = rows[0]!;
    return row.hits > limit.hits
      ? { allowed: false, retryAfterSeconds: Math.max(1, row.wait) }
      : { allowed: true };
  };
}
