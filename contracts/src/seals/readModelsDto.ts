import { z } from 'zod';

export const READ_MODEL_DIFFERENCE_KINDS = ['changed', 'missing', 'extra'] as const;

/** One column of a row that differs: its value in the read model and the one the log gives. */
export const readModelColumnDifferenceDto = z.object({
  /** The column, or a path inside a JSON column (`receipt.membership.paidPaise`). */
  column: z.string(),
  /** As text (JSON for objects), cut short; null when the row or the value is not there. */
  stored: z.string().nullable(),
  fromLog: z.string().nullable(),
});
export type ReadModelColumnDifferenceDto = z.infer<typeof readModelColumnDifferenceDto>;

/**
 * A read-model row that is not what the log gives: changed (its columns differ), missing (the
 * log gives it, the table lacks it) or extra (in the table, and the log gives no such row).
 */
export const readModelDifferenceDto = z.object({
  table: z.string(),
  /** The row's primary key, column → value. */
  key: z.record(z.string(), z.string()),
  kind: z.enum(READ_MODEL_DIFFERENCE_KINDS),
  columns: z.array(readModelColumnDifferenceDto),
  message: z.string(),
});
export type ReadModelDifferenceDto = z.infer<typeof readModelDifferenceDto>;

/** No more differing rows than this are listed (with the count of all of them). */
export const READ_MODEL_DIFFERENCES_LISTED = 20;

export const readModelTableCheckDto = z.object({
  table: z.string(),
  readModel: z.string(),
  /** The read model's checkpoint: the log was replayed up to this event and no further. */
  upTo: z.string(),
  /** Rows the log gives. */
  rows: z.number().int(),
  differingRows: z.number().int(),
});
export type ReadModelTableCheckDto = z.infer<typeof readModelTableCheckDto>;

/** The money read models against a replay of the log into scratch tables (verify-books). */
export const readModelsCheckDto = z.object({
  matches: z.boolean(),
  tables: z.array(readModelTableCheckDto),
  /** Read models left out, and why (one being rebuilt to a new version). */
  notChecked: z.array(z.object({ readModel: z.string(), reason: z.string() })),
  rowsChecked: z.number().int(),
  differingRows: z.number().int(),
  differences: z.array(readModelDifferenceDto),
  differencesCapped: z.boolean(),
  seconds: z.number(),
  message: z.string(),
});
export type ReadModelsCheckDto = z.infer<typeof readModelsCheckDto>;
