import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import type { ReceiptPageDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

/** A receipt states what was true when it was issued; later corrections are dated notes on it. */
describe('a receipt as issued', () => {
  let p: Product;
  let admin: TestClient;
  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  async function pdfText(paymentId: string): Promise<string> {
    const response = await fetch(new URL(`/api/payments/${paymentId}/receipt.pdf`, p.url), {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
      mergePages: true,
    });
    return text;
  }

  const receipt = async (id: string) => {
    const res = await admin.get(`/api/payments/receipt/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body as ReceiptPageDto;
  };

  /** What the receipt states, without its notes: the figures a member was handed. */
  const figures = (r: ReceiptPageDto) => ({
    cumulativePaid: r.cumulativePaid,
    remainingBalance: r.remainingBalance,
    amount: r.payment.amount,
    period: [r.membership.startDate, r.membership.endDate],
    history: r.allPayments.map((x) => [x.id, x.amount, x.state, x.receiptNumber]),
    earlier: r.earlierPayments,
    upiPayLink: r.upiPayLink,
  });

  it('reads the same after later voids and refunds, JSON and PDF, with the corrections noted', async () => {
    const { membership } = await memberWithMembership(admin, { price: '4000' });
    const a = await pay(admin, membership.id, '1000');
    const b = await pay(admin, membership.id, '600');
    const c = await pay(admin, membership.id, '2400');
    const before = await receipt(c.id);
    expect(before).toMatchObject({ cumulativePaid: 4000, remainingBalance: 0, upiPayLink: null });
    expect(before.membership).toMatchObject({
      startDate: membership.startDate,
      endDate: membership.endDate,
    });
    const pdfBefore = await pdfText(c.id);
    expect(pdfBefore).toContain('₹4,000');
    expect(pdfBefore).not.toContain('Corrections Since Issue');

    expect(
      (await admin.post(`/api/payments/${b.id}/void`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    expect(
      (await admin.post(`/api/payments/${a.id}/refund`, { reason: 'Moved away', amount: '400' }))
        .status,
    ).toBe(200);
    // The membership now owes ₹1,000, and its books say so.
    expect((await admin.get(`/api/memberships/${membership.id}`)).body.remainingAmount).toBe(
      '1000.00',
    );

    const after = await receipt(c.id);
    expect(figures(after)).toEqual(figures(before));
    expect(after.corrections).toMatchObject([
      { kind: 'voided', paymentId: b.id, amount: '600.00', reason: 'Entered twice' },
      { kind: 'refunded', paymentId: a.id, amount: '400.00', reason: 'Moved away' },
    ]);
    expect(after.corrections[0]!.receiptNumber).toBe(b.receiptNumber);

    const pdfAfter = await pdfText(c.id);
    const [issued] = pdfAfter.split('Corrections Since Issue');
    const [issuedBefore] = pdfBefore.split('Generated on');
    expect(issued).toBe(issuedBefore);
    expect(pdfAfter).toContain(`Voided ${b.receiptNumber}: ₹600. Reason: Entered twice`);
    expect(pdfAfter).toContain(`Refunded ${a.receiptNumber}: ₹400. Reason: Moved away`);
    expect(pdfAfter).not.toContain('Pay the Balance');
  });

  it('names the person who took the payment, and the earlier receipt does not list later payments', async () => {
    const me = (await admin.get('/api/user')).body;
    const { membership } = await memberWithMembership(admin);
    const first = await pay(admin, membership.id, '500');
    await pay(admin, membership.id, '250');
    const r = await receipt(first.id);
    expect(r.allPayments.map((x) => x.id)).toEqual([first.id]);
    expect(await pdfText(first.id)).toContain(`Received By: ${me.firstName} ${me.lastName}`);
  });

  it('lists the last payments and one line for the earlier ones, whatever the history', async () => {
    const { membership } = await memberWithMembership(admin, { price: '100000' });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push((await pay(admin, membership.id, '100')).id);
    const r = await receipt(ids[7]!);
    expect(r.allPayments.map((x) => x.id)).toEqual(ids.slice(3));
    expect(r.earlierPayments).toEqual({ count: 3, amount: '300.00' });
    expect(r.cumulativePaid).toBe(800);
    expect(await pdfText(ids[7]!)).toContain('Payments 1–3: 3 earlier payments, ₹300 (net)');
  });
});
