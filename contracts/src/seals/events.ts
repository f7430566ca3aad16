import { z } from 'zod';

/** The one stream every seal goes to, in order: its revision + 1 is the seal's number. */
export const BOOK_SEALS_STREAM = 'book-seals';

/** A seal follows at once after any of these (the day's close), whatever the hour. */
export const SEAL_AFTER_EVENT_TYPES: readonly string[] = ['DayClosed'];

/** Seals come at least this often while events come (at the end of the first batch past it). */
export const SEAL_INTERVAL_MS = 60 * 60 * 1000;

const position = z.string().regex(/^\d{1,20}\/\d{1,20}$/);
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);

export const sealEventSchemas = {
  /**
   * The chain over the log up to `lastPosition` (docs/architecture.md "Seals"): `headDigest` is
   * h_n, where h_0 is 32 zero bytes and h_i = SHA-256(h_{i-1} ‖ SHA-256(canonical(e_i))) over
   * every event in commit order; this seal covers the `eventCount` events after the previous
   * seal's `lastPosition`, and names its head as `previousDigest`.
   */
  BooksSealed: z.object({
    sealNumber: z.number().int().min(1),
    firstPosition: position,
    lastPosition: position,
    eventCount: z.number().int().min(1),
    headDigest: sha256Hex,
    previousDigest: sha256Hex.nullable(),
    sealedAt: z.iso.datetime(),
  }),
} as const;

type Schemas = typeof sealEventSchemas;
export type SealEvent = {
  [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> };
}[keyof Schemas];
export type BooksSealed = z.infer<Schemas['BooksSealed']>;
