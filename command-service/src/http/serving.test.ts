import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type Product } from '../testing/productHarness';

const APP_JS = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"screen-${i}"`).join(',')}];\n`;
const VENDOR_JS = `export const vendor = "${'react-admin '.repeat(300)}";\n`;

/** A stand-in for admin-ui/dist: one asset as Vite writes it, one with the build's .br/.gz. */
function fakeUiDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gym-ui-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-AbC123xy.js'), APP_JS);
  const vendor = path.join(dir, 'assets', 'vendor-Zz9Yy8xx.js');
  writeFileSync(vendor, VENDOR_JS);
  writeFileSync(`${vendor}.br`, brotliCompressSync(VENDOR_JS));
  writeFileSync(`${vendor}.gz`, gzipSync(VENDOR_JS));
  return dir;
}

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, still encoded. */
  body: Buffer;
}

/** A bare GET: node:http adds no Accept-Encoding and decodes nothing, unlike fetch. */
function rawGet(base: string, target: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(target, base), { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function decoded(res: Raw): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.body).toString();
  if (encoding === 'gzip') return gunzipSync(res.body).toString();
  return res.body.toString();
}

const BROWSER = 'gzip, deflate, br';

describe('serving the UI and the API compressed and cached', () => {
  let p: Product;
  let uiDir: string;
  let cookie: string;
  beforeAll(async () => {
    uiDir = fakeUiDist();
    p = await startProduct({ uiDir });
    const admin = await p.signedIn('admin');
    for (let i = 0; i < 10; i++) {
      const plan = { name: `Plan ${i} with a long name`, price: '1000', duration: 30 };
      expect((await admin.post('/api/subscription-plans', plan)).status).toBe(201);
    }
    cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  });
  afterAll(async () => {
    await p?.close();
    rmSync(uiDir, { recursive: true, force: true });
  });

  it('sends JavaScript brotli-compressed to a browser that accepts br, built or on the fly', async () => {
    for (const [file, text] of [
      ['/assets/index-AbC123xy.js', APP_JS],
      ['/assets/vendor-Zz9Yy8xx.js', VENDOR_JS],
    ] as const) {
      const res = await rawGet(p.url, file, { 'accept-encoding': BROWSER });
      expect(res.status, file).toBe(200);
      expect(res.headers['content-encoding'], file).toBe('br');
      expect(res.headers['content-type'], file).toMatch(/javascript/);
      expect(res.headers.vary, file).toMatch(/accept-encoding/i);
      expect(res.body.length, file).toBeLessThan(text.length / 2);
      expect(decoded(res), file).toBe(text);
    }
  });

  it('sends gzip when only gzip is accepted, and plain bytes when nothing is', async () => {
    for (const file of ['/assets/index-AbC123xy.js', '/assets/vendor-Zz9Yy8xx.js']) {
      const gzipped = await rawGet(p.url, file, { 'accept-encoding': 'gzip' });
      expect(gzipped.headers['content-encoding'], file).toBe('gzip');
      expect(decoded(gzipped).length, file).toBeGreaterThan(1024);
      const plain = await rawGet(p.url, file, {});
      expect(plain.headers['content-encoding'], file).toBeUndefined();
      expect(plain.body.toString(), file).toBe(decoded(gzipped));
    }
  });

  it('compresses a large API list, keeping its record range, and marks it not to be stored', async () => {
    const headers = { cookie, accept: 'application/json' };
    const br = await rawGet(p.url, '/api/subscription-plans', {
      ...headers,
      'accept-encoding': BROWSER,
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-range']).toBe('subscription-plans 0-9/10');
    const plans = JSON.parse(decoded(br)) as unknown[];
    expect(plans.length).toBeGreaterThanOrEqual(10);
    const gz = await rawGet(p.url, '/api/subscription-plans', {
      ...headers,
      'accept-encoding': 'gzip',
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await rawGet(p.url, '/api/subscription-plans', headers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(JSON.parse(plain.body.toString())).toEqual(plans);
  });

  it('lets the browser keep hashed assets for a year without asking again', async () => {
    for (const encoding of [BROWSER, 'gzip', '']) {
      const res = await rawGet(p.url, '/assets/vendor-Zz9Yy8xx.js', {
        'accept-encoding': encoding,
      });
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('makes the browser revalidate the page itself: /, /index.html and a deep link', async () => {
    for (const page of ['/', '/index.html', '/members/123/view']) {
      const res = await rawGet(p.url, page, { accept: 'text/html', 'accept-encoding': BROWSER });
      expect(res.status, page).toBe(200);
      expect(decoded(res), page).toContain('id="root"');
      expect(res.headers['cache-control'], page).toBe('no-cache');
    }
  });
});
