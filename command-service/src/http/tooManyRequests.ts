import type { Context } from 'koa';
import { HttpError } from './errors';

/** A 429 that says when to try again: `Retry-After` in seconds (the error answer keeps it). */
export function tooManyRequests(ctx: Context, retryAfterSeconds: number, message: string): never {
  ctx.set('Retry-After', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  throw new HttpError(429, message);
}
