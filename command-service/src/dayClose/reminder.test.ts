import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIN_BRANCH_ID, addDays } from '@gym/contracts';
import { createLogger } from '@gym/platform';
import { createNotifier } from '../notifications/createNotifier';
import type { TestClient } from '../testing/httpClient';
import { gymToday, memberWithMembership, pay } from '../testing/fixtures';
import { startProduct, type Product } from '../testing/productHarness';
import { remindUnclosedDays } from './reminder';

const logger = createLogger({ level: 'silent' });

describe('the day-close reminder', () => {
  let p: Product;
  let admin: TestClient;
  const branch: Record<'open' | 'closed' | 'quiet', string> = { open: '', closed: '', quiet: '' };
  const today = gymToday();
  /** Tomorrow at 07:30 in Kolkata: "yesterday" is today. */
  const tomorrowMorning = new Date(`${addDays(today, 1)}T07:30:00+05:30`);

  async function account(
    username: string,
    role: string,
    branchIds: string[],
    email: string | null,
  ) {
    const res = await admin.post('/api/users', {
      username,
      password: 'secret-pass',
      role,
      firstName: username,
      lastName: 'Tester',
      email,
      branchIds,
    });
    expect(res.status, res.text).toBe(201);
  }

  beforeAll(async () => {
    p = await startProduct();
    admin = await p.signedIn('admin');
    branch.open = MAIN_BRANCH_ID;
    for (const [key, code] of [
      ['closed', 'CLS'],
      ['quiet', 'QTE'],
    ] as const) {
      const res = await admin.post('/api/branches', {
        name: `Branch ${code}`,
        code,
        address: 'Road',
        phone: '+91 80 4000 0002',
      });
      expect(res.status, res.text).toBe(201);
      branch[key] = res.body.id;
    }
    await account('owner2', 'admin', [MAIN_BRANCH_ID], 'owner2@example.com');
    await account('mainmanager', 'branch_manager', [MAIN_BRANCH_ID], 'main@example.com');
    await account('closedmanager', 'branch_manager', [branch.closed], 'closed@example.com');
    await account('quietmanager', 'branch_manager', [branch.quiet], 'quiet@example.com');
    // Money at the first branch (not closed) and at the second (closed); none at the third.
    const { membership } = await memberWithMembership(admin);
    await pay(admin, membership.id, '100');
    await pay(admin, membership.id, '100', { branchId: branch.closed });
    const close = await admin.post(`/api/day-closes/${branch.closed}/${today}/close`, {
      cashCounted: '100',
      cardCounted: '0',
      upiCounted: '0',
      bankTransferCounted: '0',
      banked: '0',
      floatLeft: '100',
    });
    expect(close.status, close.text).toBe(200);
  });
  afterAll(() => p?.close());

  const reminders = () =>
    p
      .db('notifications')
      .where('kind', 'day-close-reminder')
      .orderBy('recipient')
      .select('recipient', 'subject', 'body', 'dedupe_key');

  it("tells admins and the branch's managers which desks did not close yesterday, once a day", async () => {
    const notifier = createNotifier({ db: p.db, logger, from: 'gym@example.com' });
    const result = await remindUnclosedDays(
      { db: p.db, notifier, timeZone: 'Asia/Kolkata' },
      tomorrowMorning,
    );
    expect(result).toMatchObject({ day: today, branches: 1 });
    const sent = await reminders();
    const recipients = sent.map((r) => r.recipient);
    // The first branch's manager and the admin; not the closed or the quiet branch's managers.
    expect(recipients).toContain('main@example.com');
    expect(recipients).toContain('owner2@example.com');
    expect(recipients).not.toContain('closed@example.com');
    expect(recipients).not.toContain('quiet@example.com');
    const main = sent.find((r) => r.recipient === 'main@example.com')!;
    // The first branch is named after the gym at start-up.
    const mainName = (await admin.get(`/api/branches/${MAIN_BRANCH_ID}`)).body.name;
    expect(main.body).toContain(`- ${mainName}`);
    expect(main.body).not.toContain('Branch CLS');
    expect(main.dedupe_key).toMatch(new RegExp(`:${today}$`));

    // Run again the same morning (a retry, a second worker): nothing more is sent.
    await remindUnclosedDays(
      { db: p.db, notifier, timeZone: 'Asia/Kolkata' },
      new Date(tomorrowMorning.getTime() + 3_600_000),
    );
    expect(await reminders()).toHaveLength(sent.length);
  });

  it('says nothing once every desk that took money has closed', async () => {
    const close = await admin.post(`/api/day-closes/${MAIN_BRANCH_ID}/${today}/close`, {
      cashCounted: '100',
      cardCounted: '0',
      upiCounted: '0',
      bankTransferCounted: '0',
      banked: '0',
      floatLeft: '100',
    });
    expect(close.status, close.text).toBe(200);
    const notifier = createNotifier({ db: p.db, logger, from: 'gym@example.com' });
    const before = (await reminders()).length;
    const result = await remindUnclosedDays(
      { db: p.db, notifier, timeZone: 'Asia/Kolkata' },
      tomorrowMorning,
    );
    expect(result).toEqual({ day: today, branches: 0, sent: 0 });
    expect(await reminders()).toHaveLength(before);
  });
});
