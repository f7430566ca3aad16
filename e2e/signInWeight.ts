/**
 * What the sign-in page's JavaScript weighs: loads /login in Chromium against the built UI
 * (`npm run build` first) and prints the script responses' bytes as sent (the encoding the
 * server chose) and their raw, gzip and brotli sizes. Usage: `npm run sign-in-weight -w @gym/e2e`
 * (or `npx tsx e2e/signInWeight.ts`).
 * Needs PostgreSQL on 127.0.0.1:5432 as `postgres` (or SIGN_IN_WEIGHT_ADMIN_URL).
 */
import { randomUUID } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { startServer } from './support/server';

const adminUrl =
  process.env.SIGN_IN_WEIGHT_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

interface Script {
  url: string;
  sent: number;
  encoding: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const name = `gym_weight_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ databaseUrl: url.toString() });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    // SIGN_IN_WEIGHT_ACCEPT=gzip measures what a browser without brotli receives.
    const accept = process.env.SIGN_IN_WEIGHT_ACCEPT;
    const page = await browser.newPage(
      accept ? { extraHTTPHeaders: { 'accept-encoding': accept } } : {},
    );
    const pending: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return {
            url: new URL(response.url()).pathname,
            sent: sizes.responseBodySize,
            encoding: (await response.headerValue('content-encoding')) ?? 'identity',
            raw: body.length,
            gzip: gzipSync(body).length,
            brotli: brotliCompressSync(body).length,
          };
        })(),
      );
    });
    await page.goto(new URL('/login', server.url).toString(), { waitUntil: 'networkidle' });
    await page.getByLabel('Username').waitFor({ state: 'visible' });
    const scripts = await Promise.all(pending);
    const total = (key: 'sent' | 'raw' | 'gzip' | 'brotli') =>
      scripts.reduce((sum, s) => sum + s[key], 0);
    for (const s of scripts.sort((a, b) => b.raw - a.raw)) {
      console.log(`${s.url}  raw ${kb(s.raw)}  sent ${kb(s.sent)} (${s.encoding})`);
    }
    console.log(
      `${scripts.length} scripts: raw ${kb(total('raw'))}, gzip ${kb(total('gzip'))}, ` +
        `brotli ${kb(total('brotli'))}, sent over the wire ${kb(total('sent'))}`,
    );
  } finally {
    await browser.close();
    await server.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

await main();
