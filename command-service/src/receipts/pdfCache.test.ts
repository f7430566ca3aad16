import { describe, expect, it } from 'vitest';
import { cachedReceiptRenderer } from './pdfCache';
import type { ReceiptRenderer } from './receiptRenderer';
import { sampleReceipt } from './testing';

function countingRenderer() {
  let renders = 0;
  const renderer: ReceiptRenderer = {
    render: async (receipt) => {
      renders += 1;
      return Buffer.from(`${receipt.payment.id} ${receipt.corrections.length} ${renders}`);
    },
    close: async () => undefined,
  };
  return { renderer, renders: () => renders };
}

const gym = { name: 'Iron Temple', address: '1 MG Road' };
const at = (iso: string) => ({ timeZone: 'Asia/Kolkata', generatedAt: new Date(iso) });

describe('kept receipt PDFs', () => {
  it('render a receipt once a day, anew once a correction is noted on it', async () => {
    const inner = countingRenderer();
    const pdfs = cachedReceiptRenderer(inner.renderer);
    const first = await pdfs.render(sampleReceipt, gym, at('2026-06-02T05:00:00Z'));
    const [a, b] = await Promise.all([
      pdfs.render(sampleReceipt, gym, at('2026-06-02T10:00:00Z')),
      pdfs.render(sampleReceipt, gym, at('2026-06-02T12:00:00Z')),
    ]);
    expect(inner.renders()).toBe(1);
    expect(a.equals(first) && b.equals(first)).toBe(true);

    const corrected = {
      ...sampleReceipt,
      corrections: [
        {
          kind: 'voided' as const,
          paymentId: 'p-1',
          receiptNumber: 'RCP/2026-27/000001',
          amount: '5000.00',
          reason: 'Entered twice',
          at: '2026-06-03T05:00:00Z',
          day: null,
          byName: 'Gym Owner',
        },
      ],
    };
    const noted = await pdfs.render(corrected, gym, at('2026-06-02T13:00:00Z'));
    expect(noted.toString()).toContain(' 1 ');
    // The next day in the gym's zone (18:30 UTC is midnight in Kolkata): "Generated on" changes.
    await pdfs.render(sampleReceipt, gym, at('2026-06-02T18:31:00Z'));
    expect(inner.renders()).toBe(3);
  });

  it('keeps a bounded number', async () => {
    const inner = countingRenderer();
    const pdfs = cachedReceiptRenderer(inner.renderer, 2);
    const receipt = (id: string) => ({
      ...sampleReceipt,
      payment: { ...sampleReceipt.payment, id },
    });
    for (const id of ['a', 'b', 'c', 'a'])
      await pdfs.render(receipt(id), gym, at('2026-06-02T05:00:00Z'));
    // "a" was pushed out by "c", so it is rendered again.
    expect(inner.renders()).toBe(4);
  });
});
