import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  B2CS_CSV_HEADER,
  DOCS_CSV_HEADER,
  MAIN_BRANCH_ID,
  financialYearOf,
  type GstSummaryDto,
  type ProfitAndLossDto,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { createMember, createMembership, createPlan, gymToday, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const BUSINESS_GSTIN = '29ABCDE1234F1ZW';
const KRM_GSTIN = '27AAPFU0939F1ZV';

/**
 * The P&L and GST summary over HTTP: two branches under two GSTINs, payments at 18% (prices
 * include GST), a void and a refund; who may read them, and the CSVs' columns.
 */
// (fetch drops the byte order mark the CSVs start with.)
describe('Profit and loss, GST summary', () => {
  let p: Product;
  let admin: TestClient;
  let krm: string;
  const month = () => gymToday().slice(0, 7);
  const series = () => financialYearOf(gymToday());

  async function numbered(paymentId: string) {
    // The receipt number comes from a reactor after the write answers: wait for it (bounded).
    for (let i = 0; i < 100; i += 1) {
      const payment = await admin.get(`/api/payments/${paymentId}`);
      if (payment.body?.receiptNumber) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`payment ${paymentId} was never numbered`);
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    const settings = await admin.put('/api/settings/gym', {
      gstin: BUSINESS_GSTIN,
      stateCode: '29',
      sacCode: '999723',
      gstRate: '18',
      pricesIncludeGst: true,
    });
    expect(settings.status, settings.text).toBe(200);
    const opened = await admin.post('/api/branches', {
      name: 'Koramangala',
      code: 'KRM',
      gstin: KRM_GSTIN,
      stateCode: '27',
    });
    expect(opened.status, opened.text).toBe(201);
    krm = opened.body.id;
    const plan = await createPlan(admin, { price: '10000', admits: { kind: 'all' } });
    const membership = async (homeBranchId: string) =>
      createMembership(admin, (await createMember(admin, { homeBranchId })).id, plan.id);
    const main = await membership(MAIN_BRANCH_ID);
    const first = await pay(admin, main.id, '1180', { branchId: MAIN_BRANCH_ID });
    const refunded = await pay(admin, main.id, '590', { branchId: MAIN_BRANCH_ID });
    const refund = await admin.post(`/api/payments/${refunded.id}/refund`, {
      reason: 'Moved away',
      amount: '118',
    });
    expect(refund.status, refund.text).toBe(200);
    const k = await membership(krm);
    const kept = await pay(admin, k.id, '2360', { branchId: krm });
    const voided = await pay(admin, k.id, '1000', { branchId: krm });
    expect(
      (await admin.post(`/api/payments/${voided.id}/void`, { reason: 'Entered twice' })).status,
    ).toBe(200);
    for (const payment of [first, refunded, kept, voided]) await numbered(payment.id);
  });
  afterAll(() => p?.close());

  it("shows each branch's revenue net of voids and refunds, its GST, and profit", async () => {
    const res = await admin.get(`/api/reports/profit-and-loss?from=${month()}&to=${month()}`);
    expect(res.status, res.text).toBe(200);
    const report = res.body as ProfitAndLossDto;
    const byCode = Object.fromEntries(report.branches.map((b) => [b.code, b.total]));
    // 1180 + 590 at 18% inclusive: 1000 + 500 taxable, less the refund's 100.
    expect(byCode.MAIN).toMatchObject({
      revenue: '1400.00',
      gstCollected: '252.00',
      profit: '1400.00',
    });
    expect(byCode.KRM).toMatchObject({
      revenue: '2000.00',
      gstCollected: '360.00',
      profit: '2000.00',
    });
    expect(report.total.total).toMatchObject({ revenue: '3400.00', gstCollected: '612.00' });

    const csv = await admin.get(`/api/reports/profit-and-loss.csv?from=${month()}&to=${month()}`);
    expect(csv.status).toBe(200);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe(
      `Branch,Month,Revenue (taxable value),GST collected,Total expenses,GST paid,Profit`,
    );
    expect(lines).toContain(`All branches,Total,3400.00,612.00,0.00,0.00,3400.00`);
  });

  it('sums a GSTIN’s supplies by rate, refunds as credit notes, and its receipt series', async () => {
    const res = await admin.get(
      `/api/reports/gst-summary?month=${month()}&gstin=${BUSINESS_GSTIN}`,
    );
    expect(res.status, res.text).toBe(200);
    const summary = res.body as GstSummaryDto;
    expect(summary.gstins).toEqual([KRM_GSTIN, BUSINESS_GSTIN]);
    expect(summary.supplies).toEqual([
      {
        rate: '18.00',
        taxableValue: '1500.00',
        cgst: '135.00',
        sgst: '135.00',
        igst: '0.00',
        count: 2,
      },
    ]);
    expect(summary.creditNotes).toEqual([
      { rate: '18.00', taxableValue: '100.00', cgst: '9.00', sgst: '9.00', igst: '0.00', count: 1 },
    ]);
    expect(summary.net[0]).toMatchObject({
      taxableValue: '1400.00',
      cgst: '126.00',
      sgst: '126.00',
    });
    expect(summary.documents).toEqual([
      {
        series: `RCP/${series()}`,
        from: `RCP/${series()}/000001`,
        to: `RCP/${series()}/000002`,
        total: 2,
        cancelled: 0,
      },
    ]);

    const b2cs = await admin.get(
      `/api/reports/gst-summary/b2cs.csv?month=${month()}&gstin=${BUSINESS_GSTIN}`,
    );
    expect(b2cs.status).toBe(200);
    expect(b2cs.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(b2cs.text).toBe(`${B2CS_CSV_HEADER.join(',')}\r\nOE,29-Karnataka,18,,1400.00,0.00,\r\n`);
    const docs = await admin.get(
      `/api/reports/gst-summary/documents.csv?month=${month()}&gstin=${KRM_GSTIN}`,
    );
    expect(docs.text).toBe(
      `${DOCS_CSV_HEADER.join(',')}\r\n` +
        `Invoices for outward supply,KRM/${series()}/000001,KRM/${series()}/000002,2,1\r\n`,
    );
  });

  it("shows a branch manager their branches' figures only; staff not at all", async () => {
    const manager = await p.signedInManager('krm-books', [krm]);
    const mine = (await manager.get(`/api/reports/profit-and-loss?from=${month()}&to=${month()}`))
      .body as ProfitAndLossDto;
    expect(mine.branches.map((b) => b.code)).toEqual(['KRM']);
    expect(mine.total.total.revenue).toBe('2000.00');
    const gst = (await manager.get(`/api/reports/gst-summary?month=${month()}`))
      .body as GstSummaryDto;
    expect(gst.gstins).toEqual([KRM_GSTIN]);
    expect(gst.gstin).toBe(KRM_GSTIN);
    // Another GSTIN's figures are of branches the manager does not see: none.
    const other = (
      await manager.get(`/api/reports/gst-summary?month=${month()}&gstin=${BUSINESS_GSTIN}`)
    ).body as GstSummaryDto;
    expect(other.supplies).toEqual([]);
    expect(other.documents).toEqual([]);

    const staff = await p.signedIn('staff');
    for (const path of [
      '/api/reports/profit-and-loss',
      '/api/reports/profit-and-loss.csv',
      '/api/reports/gst-summary',
      '/api/reports/gst-summary/b2cs.csv',
      '/api/reports/gst-summary/documents.csv',
    ])
      expect((await staff.get(path)).status, path).toBe(403);
  });

  it('refuses a bad month, a reversed or too long range and a future as-of date', async () => {
    for (const query of [
      'profit-and-loss?from=2026-13',
      'profit-and-loss?from=2026-05&to=2026-04',
      'profit-and-loss?from=2020-01&to=2026-01',
      'profit-and-loss?asOf=2999-01-01',
      'profit-and-loss?month=2026-01',
      'gst-summary?month=2026-1',
      'gst-summary?gstin=nope',
      'gst-summary?asOf=2999-01-01',
    ]) {
      const res = await admin.get(`/api/reports/${query}`);
      expect(res.status, `${query}: ${res.text}`).toBe(400);
    }
  });
});
