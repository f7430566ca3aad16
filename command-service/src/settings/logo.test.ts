import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GYM_SETTINGS_STREAM,
  SAMPLE_LOGO_JPEG_BASE64,
  SAMPLE_LOGO_PNG_BASE64,
  messages,
} from '@gym/contracts';
import type { TestClient } from '../testing/httpClient';
import { memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';

const base64 = (text: string) => Buffer.from(text).toString('base64');

describe("the gym's logo", () => {
  let p: Product;
  let admin: TestClient;

  async function fetchBytes(client: TestClient, path: string) {
    const response = await fetch(new URL(path, p.url), {
      headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
  });
  afterAll(() => p?.close());

  it('has none at first; anyone reads the name (the sign-in page) and the time zone', async () => {
    const res = await p.client().get('/api/gym');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Test Gym', logoUrl: null, timeZone: 'Asia/Kolkata' });
  });

  it('refuses anything but a PNG or JPEG, checked by content, and keeps nothing of it', async () => {
    const before = await p.eventCount();
    for (const [image, message] of [
      [
        base64('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        messages.logoNotImage,
      ],
      [base64('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), messages.logoNotImage],
      [SAMPLE_LOGO_PNG_BASE64.slice(0, 40), messages.logoNotImage],
      ['not base64!', messages.logoNotImage],
      [Buffer.alloc(70 * 1024, 1).toString('base64'), messages.logoTooLarge],
    ] as const) {
      const res = await admin.put('/api/settings/gym/logo', { image });
      expect(res.status, image.slice(0, 30)).toBe(400);
      expect(res.body.errors.image).toBe(message);
    }
    expect(await p.eventCount()).toBe(before);
    expect(await p.db('gym_logos')).toEqual([]);
  });

  it('lets only admins change it: 401 signed out, 403 for staff and members', async () => {
    const before = await p.eventCount();
    const body = { image: SAMPLE_LOGO_PNG_BASE64 };
    expect((await p.client().put('/api/settings/gym/logo', body)).status).toBe(401);
    expect((await (await p.signedIn('staff')).put('/api/settings/gym/logo', body)).status).toBe(
      403,
    );
    expect((await (await p.signedIn('member')).put('/api/settings/gym/logo', body)).status).toBe(
      403,
    );
    expect((await (await p.signedIn('staff')).delete('/api/settings/gym/logo')).status).toBe(403);
    expect(await p.eventCount()).toBe(before);
  });

  it('takes a PNG, serves it as such to anyone, and puts it on receipts issued from then on', async () => {
    const { membership } = await memberWithMembership(admin);
    const earlier = await pay(admin, membership.id, '100');

    const saved = await admin.put('/api/settings/gym/logo', { image: SAMPLE_LOGO_PNG_BASE64 });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.logoUrl).toMatch(/^\/api\/gym\/logo\/[0-9a-f]{64}$/);
    const events = await p.db('events').where({ stream_id: GYM_SETTINGS_STREAM });
    expect(events.map((e: { event_type: string }) => e.event_type)).toEqual(['GymLogoChanged']);
    // The same file again records nothing.
    await admin.put('/api/settings/gym/logo', { image: SAMPLE_LOGO_PNG_BASE64 });
    expect(await p.db('events').where({ stream_id: GYM_SETTINGS_STREAM })).toHaveLength(1);

    expect((await admin.get('/api/gym')).body.logoUrl).toBe(saved.body.logoUrl);
    const file = await fetchBytes(p.client(), saved.body.logoUrl);
    expect(file.status).toBe(200);
    expect(file.type).toBe('image/png');
    expect(file.bytes.equals(Buffer.from(SAMPLE_LOGO_PNG_BASE64, 'base64'))).toBe(true);
    expect((await fetchBytes(p.client(), `/api/gym/logo/${'0'.repeat(64)}`)).status).toBe(404);
    expect((await fetchBytes(p.client(), '/api/gym/logo/..%2F..%2Fetc')).status).toBe(404);

    // A receipt shows the logo in force when its payment was recorded (none for the earlier one).
    const later = await pay(admin, membership.id, '100');
    const pdf = async (id: string) =>
      (await fetchBytes(admin, `/api/payments/${id}/receipt.pdf`)).bytes.toString('latin1');
    expect(await pdf(later.id)).toMatch(/\/Subtype \/Image/);
    expect(await pdf(earlier.id)).not.toMatch(/\/Subtype \/Image/);
    const at = encodeURIComponent(earlier.createdAt);
    expect((await p.client().get(`/api/gym?at=${at}`)).body.logoUrl).toBeNull();
  });

  it('takes a JPEG, and removing the logo leaves none', async () => {
    const saved = await admin.put('/api/settings/gym/logo', { image: SAMPLE_LOGO_JPEG_BASE64 });
    expect(saved.status, saved.text).toBe(200);
    expect((await fetchBytes(p.client(), saved.body.logoUrl)).type).toBe('image/jpeg');
    const removed = await admin.delete('/api/settings/gym/logo');
    expect(removed.status).toBe(200);
    expect(removed.body.logoUrl).toBeNull();
    expect((await admin.get('/api/gym')).body.logoUrl).toBeNull();
  });
});
