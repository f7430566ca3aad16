import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';

/** A stand-in for admin-ui/dist, so these tests need no UI build. */
function fakeUiDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gym-ui-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1);');
  return dir;
}

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("connect-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('referrer-policy'), what).toBe('same-origin');
}

/** What a page on another site can send without a CORS preflight. */
const crossSite = { origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' };

describe('security headers and JSON-only writes', () => {
  let p: Product;
  let uiDir: string;
  beforeAll(async () => {
    uiDir = fakeUiDist();
    p = await startProduct({ uiDir });
  });
  afterAll(async () => {
    await p?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('sends the headers with the console page, its assets and a deep link', async () => {
    const c = p.client();
    const home = await c.get('/', { accept: 'text/html' });
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toMatch(/text\/html/);
    expectSecurityHeaders(home.headers, 'GET /');
    expectSecurityHeaders((await c.get('/assets/app.js')).headers, 'asset');
    const deepLink = await c.get('/members/123', { accept: 'text/html' });
    expect(deepLink.text).toContain('id="root"');
    expectSecurityHeaders(deepLink.headers, 'deep link');
  });

  it('sends the headers with API answers, 401s, 404s and error answers', async () => {
    const admin = await p.signedIn('admin');
    const user = await admin.get('/api/user');
    expect(user.status).toBe(200);
    expectSecurityHeaders(user.headers, 'GET /api/user');
    const anonymous = await p.client().get('/api/user');
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders(anonymous.headers, '401');
    const missing = await admin.get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing.headers, '404');
    const invalid = await admin.post('/api/members', { firstName: 42 });
    expect(invalid.status).toBe(400);
    expectSecurityHeaders(invalid.headers, '400');
    expectSecurityHeaders((await admin.get('/api/health')).headers, 'health');
  });

  it('refuses a cross-site text/plain logout with 403 and keeps the session signed in', async () => {
    const admin = await p.signedIn('admin');
    const res = await admin.post('/api/logout', undefined, crossSite);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.stringMatching(/this site/) });
    expectSecurityHeaders(res.headers, '403');
    expect((await admin.get('/api/user')).body.username).toBe('admin');
    // Another spelling of the path reaches no route at all.
    expect((await admin.post('/API/LOGOUT', undefined, crossSite)).status).toBe(404);
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('refuses non-JSON writes to other routes, appending nothing', async () => {
    const admin = await p.signedIn('admin');
    const before = await p.eventCount();
    const member = JSON.stringify({ firstName: 'Eve', lastName: 'Forged', email: 'e@x.example' });
    expect((await admin.post('/api/members', member, crossSite)).status).toBe(415);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    expect((await admin.post('/api/members', 'firstName=Eve', form)).status).toBe(415);
    expect(await p.eventCount()).toBe(before);

    const plan = await admin.post('/api/subscription-plans', {
      name: 'Kept',
      price: '1000',
      duration: 30,
    });
    expect(plan.status).toBe(201);
    const remove = await fetch(new URL(`/api/subscription-plans/${plan.body.id}`, p.url), {
      method: 'DELETE',
      headers: { ...crossSite, cookie: `gym.sid=${admin.cookies.get('gym.sid')}` },
    });
    expect(remove.status).toBe(403);
    expect((await admin.get(`/api/subscription-plans/${plan.body.id}`)).body.isActive).toBe(true);
  });

  it('accepts a body-less JSON write: logout with Content-Type application/json', async () => {
    const admin = await p.signedIn('admin');
    const res = await admin.post('/api/logout', undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(204);
    expect((await admin.get('/api/user')).status).toBe(401);
  });
});

describe('Strict-Transport-Security', () => {
  let direct: Product;
  let proxied: Product;
  beforeAll(async () => {
    direct = await startProduct();
    // The tests' requests come from 127.0.0.1: here, a proxy that terminates HTTPS.
    proxied = await startProduct({ trustProxy: { kind: 'list', proxies: ['127.0.0.1'] } });
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  const overHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.7' };

  it('is sent when the request came over HTTPS through a trusted proxy', async () => {
    for (const path of ['/api/health', '/api/user', '/api/no-such-thing']) {
      const res = await proxied.client().get(path, overHttps);
      expect(res.headers.get('strict-transport-security'), path).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('is never sent over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect(
      (await proxied.client().get('/api/health')).headers.has('strict-transport-security'),
    ).toBe(false);
    const claimed = await direct.client().get('/api/health', overHttps);
    expect(claimed.headers.has('strict-transport-security')).toBe(false);
  });
});
