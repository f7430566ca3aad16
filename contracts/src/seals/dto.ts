import { z } from 'zod';
import { readModelsCheckDto } from './readModelsDto';

/** A seal as shown to an admin (System Status, the morning message). */
export const sealSummaryDto = z.object({
  sealNumber: z.number().int(),
  sealedAt: z.string(),
  shortDigest: z.string(),
  /** Events it covers (since the previous seal), and the last one's position. */
  eventCount: z.number().int(),
  lastPosition: z.string(),
});
export type SealSummaryDto = z.infer<typeof sealSummaryDto>;

export const BOOKS_MISMATCH_KINDS = ['changed', 'deleted', 'inserted', 'seal'] as const;

/**
 * What no longer matches: an event whose bytes changed since it was sealed, a sealed event gone
 * from the log, an event inside the sealed range that was never sealed, or a seal whose head the
 * log no longer gives.
 */
export const booksMismatchDto = z.object({
  kind: z.enum(BOOKS_MISMATCH_KINDS),
  position: z.string(),
  streamId: z.string().nullable(),
  eventType: z.string().nullable(),
  eventId: z.string().nullable(),
  sealNumber: z.number().int().nullable(),
  message: z.string(),
});
export type BooksMismatchDto = z.infer<typeof booksMismatchDto>;

/** No more mismatches than this are listed (the first is what matters). */
export const MISMATCHES_LISTED = 20;

export const digestCheckDto = z.object({
  digest: z.string(),
  /** The log as it stands passes through this digest (at the seal named). */
  matches: z.boolean(),
  /** The seal in the log with this short digest, if any. */
  seal: sealSummaryDto.nullable(),
  message: z.string(),
});
export type DigestCheckDto = z.infer<typeof digestCheckDto>;

export const booksVerificationDto = z.object({
  /** Everything checked matches: the seals, the digest if given, the read models if checked. */
  matches: z.boolean(),
  /** The log matches its seals (and the digest, if given). */
  sealsMatch: z.boolean(),
  eventsChecked: z.number().int(),
  sealsChecked: z.number().int(),
  /** Events after the last seal (not yet sealed, so not checked against one). */
  unsealedEvents: z.number().int(),
  canonicalBytes: z.number().int(),
  seconds: z.number(),
  firstMismatch: booksMismatchDto.nullable(),
  mismatches: z.array(booksMismatchDto),
  mismatchesCapped: z.boolean(),
  digest: digestCheckDto.nullable(),
  /** The money read models against the log; null when not checked (`--seals-only`). */
  readModels: readModelsCheckDto.nullable(),
});
export type BooksVerificationDto = z.infer<typeof booksVerificationDto>;

export const BOOKS_CHECK_STATES = ['never run', 'running', 'done', 'failed'] as const;

/** GET /api/system/books: the latest seal and the last verification (admin). */
export const booksStatusDto = z.object({
  latestSeal: sealSummaryDto.nullable(),
  check: z.object({
    state: z.enum(BOOKS_CHECK_STATES),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    result: booksVerificationDto.nullable(),
    error: z.string().nullable(),
  }),
});
export type BooksStatusDto = z.infer<typeof booksStatusDto>;

/** POST /api/system/books/verify: starts a verification (optionally checking a pasted digest). */
export const verifyBooksRequest = z.object({
  digest: z
    .string()
    .max(60)
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : undefined)),
});
export type VerifyBooksRequest = z.infer<typeof verifyBooksRequest>;
