import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { createTestDatabase } from '../../scripts/test/db';
import { startServer, UI_DIST } from './server';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
const DIST_INDEX = join(UI_DIST, 'index.html');
const SCREENSHOTS = fileURLToPath(new URL('../../test-output/screenshots/', import.meta.url));

if (!hasChromium) {
  console.warn(
    `SKIPPING the e2e browser tests: ${CHROMIUM} is missing (apt-get install -y chromium).`,
  );
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible' });
export const hidden = (locator: Locator) => locator.first().waitFor({ state: 'hidden' });

/** A toast (our Alert role=status, or react-admin's plain snackbar) showing exactly `text`. */
export const toast = (page: Page, text: string) =>
  visible(page.locator('.MuiSnackbar-root').getByText(text, { exact: true }));

export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });

export interface Harness {
  base: string;
  /** The test file's database, for what no API call can do (an event an old release wrote). */
  databaseUrl: string;
  browser: Browser;
  /** A fresh browser context (own cookies) with one page. */
  newPage(viewport?: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * One database, one server with the built UI, one Chromium for the test file. Without demo
 * accounts the database starts as a real gym's first run: no account at all. `timeZone`: the
 * server's GYM_TIME_ZONE (Asia/Kolkata when left out).
 */
export function useHarness(options: { demoAccounts?: boolean; timeZone?: string } = {}): Harness {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let browser: Browser | undefined;
  const pages: Page[] = [];
  const harness = {
    base: '',
    databaseUrl: '',
    get browser(): Browser {
      if (!browser) throw new Error('browser not started');
      return browser;
    },
    async newPage(viewport = DESKTOP) {
      const context = await harness.browser.newContext({ viewport });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      pages.push(page);
      page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
          console.error(`browser console: ${text}`);
      });
      return { context, page };
    },
  };

  beforeAll(async () => {
    if (!existsSync(DIST_INDEX)) {
      throw new Error('admin-ui/dist is missing: run `npm run build` first.');
    }
    mkdirSync(SCREENSHOTS, { recursive: true });
    db = await createTestDatabase();
    harness.databaseUrl = db.url;
    server = await startServer({
      databaseUrl: db.url,
      demoAccounts: options.demoAccounts ?? true,
      timeZone: options.timeZone,
    });
    harness.base = server.url.replace(/\/$/, '');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    });
  });

  // A failed step leaves a picture of every open page behind.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    const name = task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60);
    for (const [n, page] of pages.entries()) {
      if (!page.isClosed()) await screenshot(page, `failed-${name}-${n}`).catch(() => undefined);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await db?.drop();
  });

  return harness;
}

/** Signs in through the form and waits for the dashboard. */
export async function signIn(page: Page, base: string, username: string, password: string) {
  await page.goto(`${base}/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await visible(page.getByRole('heading', { name: 'Dashboard Overview' }));
}

/** A sidebar entry (react-admin renders them as menu items). */
export const menuItem = (page: Page, name: string) =>
  page.getByTestId('sidebar').getByRole('menuitem', { name, exact: true });
