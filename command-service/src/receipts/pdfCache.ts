import { createHash } from 'node:crypto';
import { calendarDateIn } from '@gym/contracts';
import type { ReceiptRenderer } from './receiptRenderer';
import type { GymDetails, IssuedReceipt, RenderReceiptOptions } from './renderReceiptPdf';

/** PDFs kept at most (about 30 KiB each). */
export const RECEIPT_PDF_CACHE_SIZE = 256;

/**
 * Keeps the latest rendered receipt PDFs by their exact input. A receipt is fixed at issue, so
 * its PDF is the same until a correction is noted on it (a new input, a new key) or the day of
 * "Generated on" changes (the key holds the day; a PDF rendered earlier that day keeps its own
 * creation time). Renders asked for at once share one render.
 */
export function cachedReceiptRenderer(
  inner: ReceiptRenderer,
  size = RECEIPT_PDF_CACHE_SIZE,
): ReceiptRenderer {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    render(receipt: IssuedReceipt, gym: GymDetails, options: RenderReceiptOptions = {}) {
      const generatedAt = options.generatedAt ?? new Date(receipt.payment.paymentDate);
      const day = options.timeZone
        ? calendarDateIn(options.timeZone, generatedAt)
        : generatedAt.toISOString().slice(0, 10);
      const key = createHash('sha256')
        .update(JSON.stringify([receipt, gym, options.timeZone ?? null, day]))
        .digest('base64');
      const found = kept.get(key);
      if (found) {
        // Most recently used last: the oldest is the first to go.
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const rendered = inner.render(receipt, gym, options);
      kept.set(key, rendered);
      rendered.catch(() => kept.delete(key));
      while (kept.size > size) kept.delete(kept.keys().next().value!);
      return rendered;
    },
    close: () => inner.close(),
  };
}
