import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import {
  MAIN_BRANCH_ID,
  addDays,
  messages,
  paymentGst,
  type GstSummaryDto,
  type ProfitAndLossDto,
  type ReceiptPageDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const BUSINESS_GSTIN = '29ABCDE1234F1ZW';
/** Branches under their own GSTINs, so each one's books read alone. */
const KRM_GSTIN = '27AAPFU0939F1ZV';
const HSR_GSTIN = '29AABCT1332L1ZA';

const settings = (pricesIncludeGst: boolean) => ({
  legalName: 'Iron Temple Fitness LLP',
  gstin: BUSINESS_GSTIN,
  stateCode: '29',
  sacCode: '999723',
  gstRate: '18',
  pricesIncludeGst,
  upiId: 'irontemple@okhdfcbank',
});

/**
 * Issue 34: with prices excluding GST, what a member owes is the price plus its GST, and every
 * figure agrees to the paisa: the membership, the payment limit, the receipt, the day close, the
 * dashboard, the P&L and the GST summary (collected = taxable value + tax).
 */
describe('prices excluding GST, from the plan to the books', () => {
  let p: Product;
  let admin: TestClient;
  let krm: string;
  let hsr: string;
  const month = () => gymToday().slice(0, 7);

  const receipt = async (paymentId: string) => {
    const res = await admin.get(`/api/payments/receipt/${paymentId}`);
    expect(res.status, res.text).toBe(200);
    return res.body as ReceiptPageDto;
  };

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

  async function openBranch(name: string, code: string, gstin: string, stateCode: string) {
    const res = await admin.post('/api/branches', { name, code, gstin, stateCode });
    expect(res.status, res.text).toBe(201);
    return res.body.id as string;
  }

  /** A membership on `plan` sold at `branchId` (the member's home). */
  async function sold(planId: string, branchId: string) {
    const member = await createMember(admin, { homeBranchId: branchId });
    return createMembership(admin, member.id, planId, { branchId });
  }

  const pnl = async () => {
    const res = await admin.get(`/api/reports/profit-and-loss?from=${month()}&to=${month()}`);
    expect(res.status, res.text).toBe(200);
    const report = res.body as ProfitAndLossDto;
    return Object.fromEntries(report.branches.map((b) => [b.code, b.total]));
  };

  const gstSummaryOf = async (gstin: string) => {
    const res = await admin.get(`/api/reports/gst-summary?month=${month()}&gstin=${gstin}`);
    expect(res.status, res.text).toBe(200);
    return res.body as GstSummaryDto;
  };

  /** The receipt number comes from a reactor after the write answers: wait for it (bounded). */
  async function numbered(paymentId: string) {
    for (let i = 0; i < 100; i += 1) {
      if ((await admin.get(`/api/payments/${paymentId}`)).body?.receiptNumber) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`payment ${paymentId} was never numbered`);
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    krm = await openBranch('Koramangala', 'KRM', KRM_GSTIN, '27');
    hsr = await openBranch('HSR Layout', 'HSR', HSR_GSTIN, '29');
  });
  afterAll(() => p?.close());

  it('with prices including GST, a sale owes the price and its receipt takes the GST out of it, as before', async () => {
    expect((await admin.put('/api/settings/gym', settings(true))).status).toBe(200);
    const plan = await createPlan(admin, { price: '1000', admits: { kind: 'all' } });
    const membership = await sold(plan.id, hsr);
    expect(membership).toMatchObject({ totalAmount: '1000.00', remainingAmount: '1000.00' });
    const paid = await pay(admin, membership.id, '1000', { branchId: hsr });
    const r = await receipt(paid.id);
    expect(r.payment.amount).toBe('1000.00');
    expect(r.tax).toMatchObject({
      pricesIncludeGst: true,
      taxableValue: '847.46',
      cgst: '76.27',
      sgst: '76.27',
      totalTax: '152.54',
      total: '1000.00',
    });
    expect((await pnl()).HSR).toMatchObject({ revenue: '847.46', gstCollected: '152.54' });
  });

  it('owes ₹1,180 for a ₹1,000 plan at 18%, takes it in full and refuses a paisa more', async () => {
    expect((await admin.put('/api/settings/gym', settings(false))).status).toBe(200);
    const plan = await createPlan(admin, { price: '1000', admits: { kind: 'all' } });
    const membership = await sold(plan.id, MAIN_BRANCH_ID);
    expect(membership).toMatchObject({
      plan: { price: '1000.00' },
      totalAmount: '1180.00',
      paidAmount: '0.00',
      remainingAmount: '1180.00',
    });
    const more = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '1180.01',
      paymentMethod: 'cash',
    });
    expect(more.status).toBe(400);
    expect(more.body.errors.amount).toBe(messages.amountExceedsBalance('₹1,180'));

    const paid = await pay(admin, membership.id, '1180', { branchId: MAIN_BRANCH_ID });
    expect(paid.amount).toBe('1180.00');
    expect((await admin.get(`/api/memberships/${membership.id}`)).body).toMatchObject({
      totalAmount: '1180.00',
      paidAmount: '1180.00',
      remainingAmount: '0.00',
      status: 'active',
    });

    const r = await receipt(paid.id);
    expect(r.payment.amount).toBe('1180.00');
    expect(r.membership.totalAmount).toBe('1180.00');
    expect(r.tax).toMatchObject({
      pricesIncludeGst: false,
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      totalTax: '180.00',
      total: '1180.00',
      totalInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
    const text = await pdfText(paid.id);
    expect(text).toMatch(/Total Plan Amount:\s*₹1,180/);
    expect(text).toMatch(/Taxable Value:\s*₹1,000\.00/);
    expect(text).toMatch(/Total:\s*₹1,180\.00/);
    expect(text).toContain('Rupees One Thousand One Hundred Eighty Only');
    await numbered(paid.id);

    // The books: P&L revenue (taxable) + GST = what was collected; the GST summary by rate.
    expect((await pnl()).MAIN).toMatchObject({
      revenue: '1000.00',
      gstCollected: '180.00',
      profit: '1000.00',
    });
    const summary = await gstSummaryOf(BUSINESS_GSTIN);
    expect(summary.supplies).toEqual([
      {
        rate: '18.00',
        taxableValue: '1000.00',
        cgst: '90.00',
        sgst: '90.00',
        igst: '0.00',
        count: 1,
      },
    ]);
    expect(summary.net).toEqual(summary.supplies);

    // The day close expects the cash collected; the dashboard counts it.
    const day = await admin.get(`/api/day-closes/${MAIN_BRANCH_ID}/${gymToday()}`);
    expect(day.status, day.text).toBe(200);
    expect(day.body.expected.cash).toMatchObject({ received: '1180.00', expected: '1180.00' });
    const atMain = await p.signedIn('admin');
    expect((await atMain.put('/api/user/branch', { branchId: MAIN_BRANCH_ID })).status).toBe(200);
    expect((await atMain.get('/api/dashboard/stats')).body.monthlyRevenue).toBe('1180.00');
  });

  it('asks the balance by UPI, its GST in it, and the receipt of a part payment adds up', async () => {
    const plan = await createPlan(admin, { price: '1000', admits: { kind: 'all' } });
    const membership = await sold(plan.id, hsr);
    const part = await pay(admin, membership.id, '500', {
      branchId: hsr,
      nextPaymentDueDate: addDays(gymToday(), 1),
    });
    const r = await receipt(part.id);
    expect(r.membership.remainingAmount).toBe('680.00');
    expect(r.upiPayAmount).toBe('680.00');
    expect(r.upiPayLink).toContain('&am=680.00&');
    // ₹500 collected: ₹423.73 taxable + ₹76.27 GST.
    expect(r.tax).toMatchObject({ taxableValue: '423.73', totalTax: '76.27', total: '500.00' });
    const refused = await admin.post('/api/payments', {
      membershipId: membership.id,
      amount: '680.01',
      paymentMethod: 'upi',
      reference: 'UPI-1',
    });
    expect(refused.body.errors?.amount).toBe(messages.amountExceedsBalance('₹680'));
    const reminders = (await admin.get('/api/notifications/payments')).body as {
      id: string;
      amountDue: string;
    }[];
    expect(reminders.find((x) => x.id === membership.id)?.amountDue).toBe('680.00');
  });

  it("keeps a month's CGST and SGST within a paisa over many odd-paisa receipts, each adding up", async () => {
    const plan = await createPlan(admin, { price: '100000', admits: { kind: 'all' } });
    const membership = await sold(plan.id, krm);
    // Amounts whose 18% GST, taken out, is an odd number of paise: each receipt's SGST takes the
    // odd paisa, so its lines add up to what was collected.
    const amounts: number[] = [];
    for (let paise = 10_001; amounts.length < 24; paise += 37) {
      const t = paymentGst({
        amountPaise: paise,
        rateBasisPoints: 1800,
        gstInAmount: true,
        pricesIncludeGst: false,
        interState: false,
      });
      if (t.taxPaise % 2 === 1) amounts.push(paise);
    }
    const money = (paise: number) => (paise / 100).toFixed(2);
    const toPaise = (s: string) => Math.round(Number(s) * 100);
    let taxable = 0;
    let tax = 0;
    let receiptsCgst = 0;
    let receiptsSgst = 0;
    for (const amount of amounts) {
      const paid = await pay(admin, membership.id, money(amount), { branchId: krm });
      const t = (await receipt(paid.id)).tax!;
      expect(toPaise(t.taxableValue) + toPaise(t.cgst) + toPaise(t.sgst)).toBe(amount);
      expect(t.total).toBe(money(amount));
      taxable += toPaise(t.taxableValue);
      tax += toPaise(t.totalTax);
      receiptsCgst += toPaise(t.cgst);
      receiptsSgst += toPaise(t.sgst);
    }
    expect(receiptsSgst - receiptsCgst).toBe(amounts.length);

    const [line] = (await gstSummaryOf(KRM_GSTIN)).supplies;
    expect(line).toMatchObject({ rate: '18.00', taxableValue: money(taxable), count: 24 });
    const cgst = toPaise(line!.cgst);
    const sgst = toPaise(line!.sgst);
    expect(cgst + sgst).toBe(tax);
    expect(Math.abs(sgst - cgst)).toBeLessThanOrEqual(1);
    const collected = amounts.reduce((s, a) => s + a, 0);
    expect((await pnl()).KRM).toMatchObject({
      revenue: money(taxable),
      gstCollected: money(tax),
    });
    expect(taxable + tax).toBe(collected);
  });
});
