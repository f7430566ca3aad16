/**
 * Lighthouse 12.2.3 (mobile: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) on the
 * sign-in page and, signed in, the dashboard of a running product. Not part of CI: run it by hand
 * against a built product (`npm run build`, then `npm start`; seed a gym first for a dashboard
 * with content: `npm run seed -- --members 300 --payments 3000`):
 *
 *   CHROME_PATH=/usr/bin/chromium npx tsx scripts/lighthouse.ts [http://localhost:3000]
 *
 * Lighthouse is fetched by `npx --yes lighthouse@12.2.3` (not a dependency of the project). The
 * dashboard run signs in through `POST /api/login` and passes the session cookie as an extra
 * header. Environment: LIGHTHOUSE_USER / LIGHTHOUSE_PASSWORD (default the demo admin),
 * LIGHTHOUSE_RUNS (default 3: the median score of that many runs is printed), LIGHTHOUSE_PAGES
 * (default `sign-in,dashboard`), LIGHTHOUSE_OUT (the folder for the JSON reports, default
 * test-output/lighthouse).
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.2.3';
const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const out = process.env.LIGHTHOUSE_OUT ?? 'test-output/lighthouse';
const chromeFlags = '--headless --no-sandbox --disable-gpu --disable-dev-shm-usage';

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
}

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
  ['interactive', 'TTI'],
] as const;

/** The session cookies (`gym.sid` and its signature) of a fresh sign-in. */
async function sessionCookie(): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.LIGHTHOUSE_USER ?? 'admin',
      password: process.env.LIGHTHOUSE_PASSWORD ?? 'admin123',
    }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function lighthouse(name: string, url: string, headers?: Record<string, string>) {
  const path = join(out, `${name}.json`);
  const args = [
    '--yes',
    LIGHTHOUSE,
    url,
    '--only-categories=performance',
    '--form-factor=mobile',
    '--output=json',
    `--output-path=${path}`,
    '--quiet',
    `--chrome-flags=${chromeFlags}`,
  ];
  if (headers) args.push(`--extra-headers=${JSON.stringify(headers)}`);
  await run('npx', args, {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(readFileSync(path, 'utf8')) as Report;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(name: string, path: string, signedIn: boolean) {
  const reports: Report[] = [];
  for (let n = 0; n < runs; n++) {
    // A fresh session per run: Lighthouse clears the browser's storage, not the server's session.
    const headers = signedIn ? { Cookie: await sessionCookie() } : undefined;
    reports.push(await lighthouse(`${name}-${n + 1}`, `${base}${path}`, headers));
  }
  const scores = reports.map((r) => Math.round(r.categories.performance.score * 100));
  const pick = reports[scores.indexOf(median(scores))] ?? reports[0]!;
  console.log(`${name} (${path}): performance ${median(scores)} (runs: ${scores.join(', ')})`);
  console.log(
    '  median run: ' +
      METRICS.map(([id, label]) => `${label} ${pick.audits[id]?.displayValue ?? '?'}`).join(' · '),
  );
}

async function main() {
  mkdirSync(out, { recursive: true });
  const pages = (process.env.LIGHTHOUSE_PAGES ?? 'sign-in,dashboard').split(',');
  if (pages.includes('sign-in')) await measure('sign-in', '/login', false);
  if (pages.includes('dashboard')) await measure('dashboard', '/', true);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
