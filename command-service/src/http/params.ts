import { z } from 'zod';
import { calendarDateIn } from '@gym/contracts';
import { HttpError } from './errors';

const uuid = z.uuid();

/** A route's :id; anything that is not a uuid cannot exist, so it is a 404. */
export function idParam(raw: string | undefined, notFoundMessage: string): string {
  const parsed = uuid.safeParse(raw);
  if (!parsed.success) throw new HttpError(404, notFoundMessage);
  return parsed.data;
}

// The domain's (pure SHA-1), so a pure rule names a thing as the service does: one function.
export { deterministicUuid } from '@gym/domain';

/** The gym's calendar date at `now`. */
export const todayIn = (timeZone: string, now: Date) => calendarDateIn(timeZone, now);
