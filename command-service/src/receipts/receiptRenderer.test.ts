import { afterAll, describe, expect, it } from 'vitest';
import { Piscina } from 'piscina';
import { extractText } from 'unpdf';
import { fontParseCount } from './fonts';
import { RECEIPT_WORKER_ENTRY, createReceiptRenderer } from './receiptRenderer';
import { renderReceiptPdf } from './renderReceiptPdf';
import type { RenderTask } from './renderTasks';
import { sampleGeneratedAt as generatedAt, sampleGym as gym, sampleReceipt } from './testing';

const receiptNumbered = (n: number) => ({
  ...sampleReceipt,
  payment: { ...sampleReceipt.payment, receiptNumber: `RCP/2026-27/${String(n).padStart(6, '0')}` },
});

describe('receipt fonts', () => {
  it('are parsed once per process, however many receipts are rendered', async () => {
    for (let n = 1; n <= 4; n += 1)
      await renderReceiptPdf(receiptNumbered(n), gym, { generatedAt });
    // DejaVuSans and DejaVuSans-Bold.
    expect(fontParseCount()).toBe(2);
  });

  it('are parsed once per worker thread', async () => {
    const pool = new Piscina<RenderTask | undefined, Uint8Array | number>({
      filename: RECEIPT_WORKER_ENTRY,
      maxThreads: 1,
    });
    try {
      for (let n = 1; n <= 4; n += 1) {
        await pool.run({ receipt: receiptNumbered(n), gym, options: { generatedAt } });
      }
      expect(await pool.run(undefined, { name: 'fontParsesTask' })).toBe(2);
    } finally {
      await pool.close();
    }
  });
});

describe('createReceiptRenderer', () => {
  const renderer = createReceiptRenderer({ maxThreads: 2 });
  afterAll(() => renderer.close());

  it('renders on worker threads the same bytes as renderReceiptPdf does here', async () => {
    const receipts = [1, 2, 3, 4, 5].map(receiptNumbered);
    const pooled = await Promise.all(receipts.map((r) => renderer.render(r, gym, { generatedAt })));
    for (const [i, receipt] of receipts.entries()) {
      const direct = await renderReceiptPdf(receipt, gym, { generatedAt });
      expect(Buffer.isBuffer(pooled[i])).toBe(true);
      expect(pooled[i]!.equals(direct)).toBe(true);
    }
    const { text } = await extractText(new Uint8Array(pooled[2]!), { mergePages: true });
    expect(text).toContain('RCP/2026-27/000003');
    expect(text).toMatch(/Remaining Balance:\s*₹1,41,500/);
  });

  it('passes a failed render on to its caller', async () => {
    const broken = { ...sampleReceipt, allPayments: null } as unknown as typeof sampleReceipt;
    await expect(renderer.render(broken, gym, { generatedAt })).rejects.toThrow();
    // The pool still renders afterwards.
    expect(
      (await renderer.render(sampleReceipt, gym, { generatedAt })).subarray(0, 5).toString(),
    ).toBe('%PDF-');
  });

  it('refuses to render once closed, and closes again without harm', async () => {
    const short = createReceiptRenderer({ maxThreads: 1 });
    await short.render(sampleReceipt, gym, { generatedAt });
    await short.close();
    await short.close();
    await expect(short.render(sampleReceipt, gym, { generatedAt })).rejects.toThrow(/closed/);
  });
});
