import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { MAIN_BRANCH_ID, membershipStream, messages, type ReceiptPageDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createPlan, gymToday, memberWithMembership, pay } from '../testing/fixtures';
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

  /** Appends a stream's events as the version before issue 34 wrote them (schema version 3). */
  async function appendAsVersion3(streamId: string, events: [type: string, data: object][]) {
    await p.db('events').insert(
      events.map(([type, data], revision) => {
        const eventId = randomUUID();
        return {
          stream_id: streamId,
          stream_revision: revision,
          event_id: eventId,
          event_type: type,
          data: JSON.stringify(data),
          metadata: JSON.stringify({
            eventId,
            occurredAt: new Date().toISOString(),
            actorUserId: null,
            correlationId: randomUUID(),
            causationId: null,
            schemaVersion: 3,
          }),
        };
      }),
    );
  }

  it('issued before a sale added GST to the total, reads as it did; a later payment holds its GST', async () => {
    const saved = await admin.put('/api/settings/gym', {
      gstin: '29ABCDE1234F1ZW',
      stateCode: '29',
      gstRate: '18',
      pricesIncludeGst: false,
      upiId: 'irontemple@okhdfcbank',
    });
    expect(saved.status, saved.text).toBe(200);
    // A ₹1,000 membership and a ₹400 payment, as the version before recorded them: the total the
    // price, the receipt's GST on top of its amount.
    const plan = await createPlan(admin, { price: '1000' });
    const member = await createMember(admin);
    const membershipId = randomUUID();
    const oldPaymentId = randomUUID();
    const day = gymToday();
    await appendAsVersion3(membershipStream(membershipId), [
      [
        'MembershipCreated',
        {
          membershipId,
          memberId: member.id,
          plan: { planId: plan.id, name: plan.name, pricePaise: 100_000, durationDays: 30 },
          startDate: day,
          endDate: day,
          totalPaise: 100_000,
          renewsMembershipId: null,
          nextPaymentDueDate: null,
          branchId: MAIN_BRANCH_ID,
        },
      ],
      [
        'PaymentRecorded',
        {
          paymentId: oldPaymentId,
          membershipId,
          memberId: member.id,
          branchId: MAIN_BRANCH_ID,
          amountPaise: 40_000,
          method: 'cash',
          paidAt: new Date().toISOString(),
          paymentDay: day,
          manualReceiptNumber: null,
          notes: null,
          nextPaymentDueDate: null,
          receivedByUserId: null,
          idempotencyKey: null,
        },
      ],
    ]);
    let old: ReceiptPageDto | null = null;
    for (let i = 0; i < 200 && !old?.payment.receiptNumber; i += 1) {
      const res = await admin.get(`/api/payments/receipt/${oldPaymentId}`);
      if (res.status === 200) old = res.body as ReceiptPageDto;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // What that version's receipt said: Amount ₹400, taxable ₹400 + GST ₹72 = ₹472, and the
    // ₹600 left asked by UPI with its GST on top, ₹708.
    const asIssued = {
      amount: '400.00',
      total: '1000.00',
      remaining: '600.00',
      tax: {
        taxableValue: '400.00',
        cgst: '36.00',
        sgst: '36.00',
        totalTax: '72.00',
        total: '472.00',
        totalInWords: 'Rupees Four Hundred Seventy-Two Only',
      },
      upiPayAmount: '708.00',
    };
    const read = (r: ReceiptPageDto) => ({
      amount: r.payment.amount,
      total: r.membership.totalAmount,
      remaining: r.membership.remainingAmount,
      tax: {
        taxableValue: r.tax?.taxableValue,
        cgst: r.tax?.cgst,
        sgst: r.tax?.sgst,
        totalTax: r.tax?.totalTax,
        total: r.tax?.total,
        totalInWords: r.tax?.totalInWords,
      },
      upiPayAmount: r.upiPayAmount,
    });
    expect(read(old!)).toEqual(asIssued);
    const oldPdf = await pdfText(oldPaymentId);
    expect(oldPdf).toMatch(/Total:\s*₹472\.00/);
    expect(oldPdf.replace(/\s+/g, '')).toContain('am=708.00&');

    // The membership still owes what it was sold for; the rest is taken as it is, GST in it.
    const refused = await admin.post('/api/payments', {
      membershipId,
      amount: '600.01',
      paymentMethod: 'cash',
    });
    expect(refused.body.errors?.amount).toBe(messages.amountExceedsBalance('₹600'));
    const rest = await pay(admin, membershipId, '600');
    expect((await receipt(rest.id)).tax).toMatchObject({
      taxableValue: '508.47',
      cgst: '45.76',
      sgst: '45.77',
      totalTax: '91.53',
      total: '600.00',
    });
    // The earlier receipt is not rewritten by the later payment.
    expect(read(await receipt(oldPaymentId))).toEqual(asIssued);
    const [issuedPart] = (await pdfText(oldPaymentId)).split('Generated on');
    expect(issuedPart).toBe(oldPdf.split('Generated on')[0]);
  });
});
