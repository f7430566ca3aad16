import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { encodePosition } from '@gym/contracts';
import { hasChromium, menuItem, screenshot, signIn, useHarness, visible } from './support/harness';

/**
 * Appends what an older, buggy release might have written: a PlanCreated its schema refuses.
 * Events cannot be appended that way through the API.
 */
async function appendUnreadablePlan(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const planId = randomUUID();
    const eventId = randomUUID();
    const { rows } = await client.query<{ commit: string; prepare: string }>(
      `insert into events (stream_id, stream_revision, event_id, event_type, data, metadata)
       values ($1, 0, $2, 'PlanCreated', $3, $4)
       returning transaction_id::text as commit, global_position::text as prepare`,
      [
        `plan-${planId}`,
        eventId,
        JSON.stringify({ planId, name: 'Broken' }),
        JSON.stringify({
          eventId,
          occurredAt: new Date().toISOString(),
          actorUserId: null,
          correlationId: randomUUID(),
          causationId: null,
          schemaVersion: 1,
        }),
      ],
    );
    const row = rows[0]!;
    return {
      stream: `plan-${planId}`,
      position: encodePosition({ commit: BigInt(row.commit), prepare: BigInt(row.prepare) }),
    };
  } finally {
    await client.end();
  }
}

describe.skipIf(!hasChromium)('a read model that stopped, as an admin sees it', () => {
  const harness = useHarness();

  it('shows a banner on every page and the details on the system status page, to admins only', async () => {
    const bad = await appendUnreadablePlan(harness.databaseUrl);
    await vi.waitFor(
      async () => expect((await fetch(`${harness.base}/api/health`)).status).toBe(503),
      { timeout: 15_000, interval: 100 },
    );

    const { page, context } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const banner = page.getByTestId('projection-banner');
    await visible(
      banner.getByText(
        `Some figures are out of date: the plans read model stopped at event ${bad.position}`,
      ),
    );
    await visible(banner.getByText('event data does not match its schema'));
    await menuItem(page, 'Members').click();
    await visible(page.getByRole('heading', { name: 'Member Management' }));
    await visible(banner);
    await screenshot(page, '60-projection-banner');

    await banner.getByRole('link', { name: 'Details' }).click();
    await visible(page.getByRole('heading', { name: 'System Status' }));
    const plans = page.getByTestId('projector-row').filter({ hasText: 'plans' });
    await visible(plans.getByText('Failing'));
    await visible(
      page.getByText(`Stopped at event ${bad.position} (PlanCreated in ${bad.stream})`),
    );
    await visible(
      page.getByTestId('projector-row').filter({ hasText: 'members' }).getByText('Up to date'),
    );
    await screenshot(page, '61-system-status');
    await menuItem(page, 'Dashboard').click();
    await menuItem(page, 'System Status').click();
    await visible(page.getByRole('heading', { name: 'System Status' }));
    await context.close();

    // Staff neither see it nor ask for it.
    const staff = await harness.newPage();
    const statusCalls: string[] = [];
    staff.page.on('request', (request) => {
      if (request.url().includes('/api/system/')) statusCalls.push(request.url());
    });
    await signIn(staff.page, harness.base, 'staff', 'staff123');
    await visible(staff.page.getByText('Staff Dashboard'));
    expect(await menuItem(staff.page, 'System Status').count()).toBe(0);
    expect(await staff.page.getByTestId('projection-banner').count()).toBe(0);
    await staff.page.goto(`${harness.base}/system-status`);
    await visible(staff.page.getByRole('heading', { name: 'No access' }));
    expect(statusCalls).toEqual([]);
    await staff.context.close();
  });
});
