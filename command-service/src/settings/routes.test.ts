import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { GYM_SETTINGS_STREAM, messages } from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const registered = {
  legalName: 'Iron Temple Fitness LLP',
  address: '12 MG Road, Bengaluru 560001',
  phone: '+91 80 4000 1234',
  gstin: '29abcde1234f1zw',
  stateCode: '29',
  sacCode: '999723',
  gstRate: '18',
  pricesIncludeGst: true,
  upiId: 'irontemple@okhdfcbank',
};

describe('gym settings over HTTP', () => {
  let p: Product;
  let admin: TestClient;
  let staff: TestClient;

  async function pdfText(client: TestClient, paymentId: string): Promise<string> {
    const response = await fetch(new URL(`/api/payments/${paymentId}/receipt.pdf`, p.url), {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(response.status).toBe(200);
    const { text } = await extractText(new Uint8Array(await response.arrayBuffer()), {
      mergePages: true,
    });
    return text;
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    staff = await p.signedIn('staff');
  });
  afterAll(() => p?.close());

  it('answers the defaults before anything is set: SAC 999723, 18%, prices including GST', async () => {
    const res = await staff.get('/api/settings/gym');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      legalName: null,
      address: null,
      phone: null,
      gstin: null,
      stateCode: null,
      sacCode: '999723',
      gstRate: '18.00',
      pricesIncludeGst: true,
      upiId: null,
      hideRevenueFromStaff: false,
      updatedAt: null,
      gymName: 'Test Gym',
      fallbacks: { legalName: 'Test Gym', address: expect.any(String), phone: null },
    });
  });

  it('lets only admins change them: 401 signed out, 403 for staff and members, nothing recorded', async () => {
    const before = await p.eventCount();
    expect((await p.client().get('/api/settings/gym')).status).toBe(401);
    expect((await p.client().put('/api/settings/gym', registered)).status).toBe(401);
    expect((await staff.put('/api/settings/gym', registered)).status).toBe(403);
    const member = await p.signedIn('member');
    expect((await member.get('/api/settings/gym')).status).toBe(403);
    expect((await member.put('/api/settings/gym', registered)).status).toBe(403);
    expect(await p.eventCount()).toBe(before);
  });

  it.each([
    [{ gstin: '29ABCDE1234F1ZX' }, 'gstin', messages.gstinChecksum],
    [{ gstin: '29ABCDE1234' }, 'gstin', messages.gstinInvalid],
    [{ stateCode: '27' }, 'stateCode', messages.gstStateMismatch('Karnataka')],
    [{ upiId: 'irontemple' }, 'upiId', messages.upiIdInvalid],
    [{ sacCode: '12' }, 'sacCode', messages.sacCodeInvalid],
    [{ gstRate: '18.555' }, 'gstRate', messages.gstRateInvalid],
    [{ gstRate: 45 }, 'gstRate', messages.gstRateInvalid],
    [{ colour: 'red' }, 'colour', 'Unknown field: colour'],
    [{ legalName: 'Iron\u0000Temple' }, 'legalName', messages.textInvalid],
    [{ legalName: 'x'.repeat(201) }, 'legalName', messages.maxChars(200)],
    [{ pricesIncludeGst: 'yes' }, 'pricesIncludeGst', messages.invalidRequest],
  ])('refuses %j with the field message and records nothing', async (change, field, message) => {
    const before = await p.eventCount();
    const res = await admin.put('/api/settings/gym', { ...registered, ...change });
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await p.eventCount()).toBe(before);
  });

  it('turns receipts of later payments into tax receipts, keeping earlier ones as issued', async () => {
    const { membership } = await memberWithMembership(admin, { price: '1500' });
    const before = await pay(admin, membership.id, '100');

    const saved = await admin.put('/api/settings/gym', registered);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      gstin: '29ABCDE1234F1ZW',
      gstRate: '18.00',
      gymName: 'Iron Temple Fitness LLP',
    });
    // The writer's next read sees its change (read-your-writes).
    expect((await admin.get('/api/settings/gym')).body).toMatchObject({
      legalName: 'Iron Temple Fitness LLP',
      upiId: 'irontemple@okhdfcbank',
    });
    // An event, with the admin as its actor (the audit trail).
    const events = await p.db('events').where({ stream_id: GYM_SETTINGS_STREAM });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ event_type: 'GymSettingsChanged' });
    expect(events[0].metadata.actorUserId).toEqual(expect.any(String));
    // The same values again change nothing.
    await admin.put('/api/settings/gym', registered);
    expect(await p.db('events').where({ stream_id: GYM_SETTINGS_STREAM })).toHaveLength(1);

    const taxed = await pay(admin, membership.id, '1180');
    const receipt = (await admin.get(`/api/payments/receipt/${taxed.id}`)).body;
    expect(receipt.gym).toEqual({
      name: 'Iron Temple Fitness LLP',
      address: '12 MG Road, Bengaluru 560001',
      phone: '+91 80 4000 1234',
    });
    expect(receipt.tax).toMatchObject({
      gstin: '29ABCDE1234F1ZW',
      stateName: 'Karnataka',
      sacCode: '999723',
      interState: false,
      taxableValue: '1000.00',
      cgst: '90.00',
      sgst: '90.00',
      totalTax: '180.00',
      total: '1180.00',
      totalInWords: 'Rupees One Thousand One Hundred Eighty Only',
    });
    // 1500 - 100 - 1180 = 220 still owed: a UPI link for it.
    expect(receipt.upiPayLink).toMatch(
      /^upi:\/\/pay\?pa=irontemple%40okhdfcbank&pn=Iron%20Temple%20Fitness%20LLP&am=220\.00&cu=INR&tn=/,
    );
    const earlier = (await admin.get(`/api/payments/receipt/${before.id}`)).body;
    expect(earlier.tax).toBeNull();
    expect(earlier.gym.name).toBe('Test Gym');

    const text = await pdfText(staff, taxed.id);
    expect(text).toContain('Tax Receipt');
    expect(text).toContain('GSTIN: 29ABCDE1234F1ZW');
    expect(text).toMatch(/CGST @ 9%:\s*₹90/);
    expect(text).toMatch(/SGST @ 9%:\s*₹90/);
    expect(text).toMatch(/Taxable Value:\s*₹1,000/);
    expect(text).toContain('Rupees One Thousand One Hundred Eighty Only');
    expect(text).toContain('upi://pay?pa=irontemple%40okhdfcbank');
    const plain = await pdfText(staff, before.id);
    expect(plain).not.toContain('GSTIN');
    expect(plain).toContain('Payment Receipt');

    // Removing the GSTIN later does not rewrite the tax receipt already issued.
    expect((await admin.put('/api/settings/gym', { ...registered, gstin: null })).status).toBe(200);
    const again = (await admin.get(`/api/payments/receipt/${taxed.id}`)).body;
    expect(again.tax).toMatchObject({ gstin: '29ABCDE1234F1ZW', cgst: '90.00' });
  });

  it('with prices excluding GST, adds the GST to what the member owes; a receipt takes it out of the payment', async () => {
    const saved = await admin.put('/api/settings/gym', { ...registered, pricesIncludeGst: false });
    expect(saved.status, saved.text).toBe(200);
    const { membership } = await memberWithMembership(admin, { price: '1000' });
    expect(membership).toMatchObject({ totalAmount: '1180.00', remainingAmount: '1180.00' });
    const paid = await pay(admin, membership.id, '590');
    const receipt = (await admin.get(`/api/payments/receipt/${paid.id}`)).body;
    expect(receipt.payment.amount).toBe('590.00');
    expect(receipt.tax).toMatchObject({
      pricesIncludeGst: false,
      taxableValue: '500.00',
      cgst: '45.00',
      sgst: '45.00',
      total: '590.00',
      totalInWords: 'Rupees Five Hundred Ninety Only',
    });
    // The balance left holds its GST: the UPI link asks for it as it is.
    expect(receipt.upiPayAmount).toBe('590.00');
    expect(receipt.upiPayLink).toContain('&am=590.00&');
  });

  it("takes the state from the GSTIN's first two digits when none is chosen", async () => {
    const res = await admin.put('/api/settings/gym', { ...registered, stateCode: null });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ gstin: '29ABCDE1234F1ZW', stateCode: '29' });
  });
});
