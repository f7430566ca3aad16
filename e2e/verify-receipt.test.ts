import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import pg from 'pg';
import { membershipStream, type PaymentDto } from '@gym/contracts';
import { api } from './support/api';
import { PHONE, hasChromium, screenshot, signIn, useHarness, visible } from './support/harness';

/** The QR image on the receipt screen, as the page's own script would find it. */
const QR_IMAGE = `document.querySelector('[data-testid="receipt-verification"] img')`;

/** A member's printed receipt is evidence: its QR opens the public check, which trusts the log. */
describe.skipIf(!hasChromium)('verifying a receipt from its QR', () => {
  const harness = useHarness();

  it('accepts a real receipt’s QR and refuses it once the recorded amount was changed', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const data = api(page, harness.base);
    const plan = await data.createPlan('Verify Monthly', '3000');
    const member = await data.createMember('Meera', 'Verifiable', 'meera.verify@example.com');
    const membership = await data.createMembership(member.id, plan);
    const payment = await data.recordPayment(membership.id, '1500');
    // Numbers are given from the log, a moment after the payment.
    await expect
      .poll(
        async () => {
          const response = await page.request.get(`${harness.base}/api/payments/${payment.id}`);
          return ((await response.json()) as PaymentDto).receiptNumber;
        },
        { timeout: 10_000 },
      )
      .toMatch(/^RCP\//);

    await page.goto(`${harness.base}/receipt/${payment.id}`);
    const qr = page
      .getByTestId('receipt-verification')
      .getByRole('img', { name: 'QR code of the page that checks this receipt' });
    await visible(qr);
    await expect
      .poll(() => page.evaluate(`${QR_IMAGE}.complete && ${QR_IMAGE}.naturalWidth`))
      .toBeGreaterThan(0);
    // The pixels the screen shows, decoded as a phone camera would.
    const pixels = (await page.evaluate(`(() => {
      const img = ${QR_IMAGE};
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { data: Array.from(data), width, height };
    })()`)) as { data: number[]; width: number; height: number };
    const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(decoded?.data).toMatch(new RegExp(`^${harness.base}/verify/[0-9A-HJKMNP-TV-Z]{10}$`));
    const url = decoded!.data;
    const code = url.slice(-10);
    await visible(
      page
        .getByTestId('receipt-verification-code')
        .getByText(`${code.slice(0, 5)}-${code.slice(5)}`, {
          exact: false,
        }),
    );

    // A stranger's phone: no session.
    const { page: phone } = await harness.newPage(PHONE);
    const found = await phone.goto(url);
    expect(found?.status()).toBe(200);
    await visible(phone.getByRole('heading', { name: 'Receipt found in the books' }));
    await visible(phone.getByText('₹1,500', { exact: true }));
    expect(await phone.content()).not.toContain('Verifiable');
    await screenshot(phone, '90-verify-receipt-found');

    // Someone with the database rewrites the amount behind the product's back.
    const client = new pg.Client({ connectionString: harness.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('alter table events disable trigger events_no_update_or_delete');
      const changed = await client.query(
        `update events set data = jsonb_set(data, '{amountPaise}', '15000000')
         where stream_id = $1 and event_type = 'PaymentRecorded' and data->>'paymentId' = $2`,
        [membershipStream(membership.id), payment.id],
      );
      expect(changed.rowCount).toBe(1);
      await client.query('alter table events enable trigger events_no_update_or_delete');
      await client.query('commit');
    } finally {
      await client.end();
    }

    const refused = await phone.reload();
    expect(refused?.status()).toBe(404);
    await visible(phone.getByRole('heading', { name: 'Not found in the books' }));
    expect(await phone.content()).not.toContain('₹1,500');
    await screenshot(phone, '91-verify-receipt-refused');
  });
});
