import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { membershipStream, type ReceiptPageDto } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';
import { VERIFY_LIMIT } from './verifyThrottle';
import { FOUND_HEADING, NOT_FOUND_HEADING } from './verifyPage';

/** The public receipt check: found only when the log still says what the receipt printed. */
describe('GET /verify/{code}', () => {
  let p: Product;
  let admin: TestClient;
  let address = 0;
  beforeAll(async () => {
    p = await startProduct({
      trustProxy: { kind: 'hops', hops: 1 },
      publicUrl: 'https://gym.example',
    });
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  /** Each check from its own client address, so the rate limit is the test's own business. */
  const visit = (path: string, from = `203.0.113.${++address}`) =>
    p.client().get(path, { 'x-forwarded-for': from, accept: 'text/html' });

  const receipt = async (id: string) => {
    const res = await admin.get(`/api/payments/receipt/${id}`);
    expect(res.status, res.text).toBe(200);
    return res.body as ReceiptPageDto;
  };

  async function paidReceipt(amount = '1200') {
    const { member, membership } = await memberWithMembership(admin, { price: '3000' });
    const payment = await pay(admin, membership.id, amount);
    return { member, membership, payment, receipt: await receipt(payment.id) };
  }

  const pathOf = (r: ReceiptPageDto) => new URL(r.verification!.url!).pathname;

  /** Changes the log behind the product's back, as an attacker with the database would. */
  async function changeRecordedAmount(membershipId: string, paymentId: string, paise: number) {
    await p.db.transaction(async (trx) => {
      await trx.raw('alter table events disable trigger events_no_update_or_delete');
      const changed = await trx.raw(
        `update events set data = jsonb_set(data, '{amountPaise}', to_jsonb(?::int))
         where stream_id = ? and event_type = 'PaymentRecorded' and data->>'paymentId' = ?`,
        [paise, membershipStream(membershipId), paymentId],
      );
      expect(changed.rowCount).toBe(1);
      await trx.raw('alter table events enable trigger events_no_update_or_delete');
    });
  }

  it('carries a grouped code and its public link on the receipt JSON and PDF', async () => {
    const { payment, receipt: r } = await paidReceipt();
    expect(r.verification?.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(r.verification?.url).toBe(
      `https://gym.example/verify/${r.verification!.code.replace('-', '')}`,
    );
    const pdf = await fetch(new URL(`/api/payments/${payment.id}/receipt.pdf`, p.url), {
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(pdf.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await pdf.arrayBuffer()), {
      mergePages: true,
    });
    expect(text).toContain(`Verification Code: ${r.verification!.code}`);
    expect(text).toContain(r.verification!.url!);
  });

  it('finds a real receipt: number, amount, date, gym and branch, and nothing about the member', async () => {
    const { member, receipt: r } = await paidReceipt('1234.50');
    const page = await visit(pathOf(r));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.text).toContain(FOUND_HEADING);
    expect(page.text).toContain(r.payment.receiptNumber!);
    expect(page.text).toContain('₹1,234.50');
    const branch = await admin.get(`/api/branches/${r.payment.branchId}`);
    expect(page.text).toContain(`<dt>Branch</dt><dd>${branch.body.name as string}</dd>`);
    for (const personal of [
      member.firstName,
      member.lastName,
      member.phone,
      member.email,
      r.plan.name,
      member.id,
    ])
      expect(page.text).not.toContain(personal);
    // Typed by hand: any case, no hyphen, O for 0 all read the same.
    const typed = r.verification!.code.toLowerCase().replace('-', ' ');
    expect((await visit(`/verify?code=${encodeURIComponent(typed)}`)).status).toBe(200);
    const compared = await visit(`${pathOf(r)}?amount=1234.5`);
    expect(compared.text).toContain('The amount you entered matches the books.');
    const wrongAmount = await visit(`${pathOf(r)}?amount=12345`);
    expect(wrongAmount.text).toContain('is not the amount in the books');
  });

  it('says a receipt was voided later (not personal)', async () => {
    const { payment, receipt: r } = await paidReceipt();
    const voided = await admin.post(`/api/payments/${payment.id}/void`, {
      reason: 'Entered twice',
    });
    expect(voided.status, voided.text).toBe(200);
    const page = await visit(pathOf(r));
    expect(page.status).toBe(200);
    expect(page.text).toContain('Voided after it was issued');
    expect(page.text).not.toContain('Entered twice');
  });

  it('refuses a receipt whose PaymentRecorded was changed in the events table, exactly as an unknown or malformed code', async () => {
    const { membership, payment, receipt: r } = await paidReceipt('1200');
    expect((await visit(pathOf(r))).status).toBe(200);
    await changeRecordedAmount(membership.id, payment.id, 12_000_00);
    const changed = await visit(pathOf(r));
    const unknown = await visit('/verify/0000000000');
    const malformed = await visit('/verify/not-a-code!');
    const empty = await visit('/verify/');
    for (const answer of [changed, unknown, malformed, empty]) {
      expect(answer.status).toBe(404);
      expect(answer.text).toBe(unknown.text);
    }
    expect(changed.text).toContain(NOT_FOUND_HEADING);
    expect(changed.text).not.toContain(r.payment.receiptNumber!);
  });

  it('finds a receipt with a manual number from a receipt book', async () => {
    const { membership } = await memberWithMembership(admin, { price: '3000' });
    const payment = await pay(admin, membership.id, '500', { receiptNumber: 'BOOK-7/42' });
    const r = await receipt(payment.id);
    const page = await visit(pathOf(r));
    expect(page.status).toBe(200);
    expect(page.text).toContain('BOOK-7/42');
  });

  it('refuses a receipt whose number was changed in its counter event', async () => {
    const { receipt: r } = await paidReceipt('800');
    expect((await visit(pathOf(r))).status).toBe(200);
    await p.db.transaction(async (trx) => {
      await trx.raw('alter table events disable trigger events_no_update_or_delete');
      const changed = await trx.raw(
        `update events set data = jsonb_set(data, '{receiptNumber}', to_jsonb(?::text))
         where event_type = 'ReceiptNumberAssigned' and data->>'paymentId' = ?`,
        ['RCP/2026-27/999999', r.payment.id],
      );
      expect(changed.rowCount).toBe(1);
      await trx.raw('alter table events enable trigger events_no_update_or_delete');
    });
    const page = await visit(pathOf(r));
    expect(page.status).toBe(404);
    expect(page.text).toBe((await visit('/verify/0000000000')).text);
  });

  it('limits look-ups per client address: 429 with Retry-After, others unaffected', async () => {
    const from = '198.51.100.7';
    for (let i = 0; i < VERIFY_LIMIT.hits; i++)
      expect((await visit('/verify/0000000000', from)).status).toBe(404);
    const refused = await visit('/verify/0000000000', from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(
      VERIFY_LIMIT.minutes * 60,
    );
    expect((await visit('/verify/0000000000')).status).toBe(404);
  });

  it('is served under /verify even with the UI fallback: never the SPA page, never a session', async () => {
    const page = await visit('/verify/ABCDE-FGHJK');
    expect(page.text).toContain(NOT_FOUND_HEADING);
    expect(page.headers.get('set-cookie')).toBeNull();
  });
});
