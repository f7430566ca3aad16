import { createHash } from 'node:crypto';
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

/** A name-based (v5-style) uuid: the same name always gives the same id. */
export function deterministicUuid(name: string): string {
  const hash = createHash('sha1').update(`gym-back-office:${name}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The gym's calendar date at `now`. */
export const todayIn = (timeZone: string, now: Date) => calendarDateIn(timeZone, now);
