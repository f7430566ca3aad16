import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEFAULT_TIME_ZONE,
  calendarDateIn,
  messages,
  type BranchDto,
  type MemberDto,
  type PlanDto,
} from '@gym/contracts';
import { api } from './support/api';
import {
  hasChromium,
  menuItem,
  screenshot,
  signIn,
  toast,
  useHarness,
  visible,
} from './support/harness';

const STAFF = { username: 'kavya', password: 'kavya-first-pass' };

/**
 * A gym opens its second branch: the switcher and branch columns appear only then; a staff
 * account of the new branch sees that branch's members only.
 */
describe.skipIf(!hasChromium)('a second branch, in a real browser', () => {
  const harness = useHarness();
  let owner: Page;
  let main: MemberDto;
  let koramangala: BranchDto;

  const memberLink = (page: Page, member: Pick<MemberDto, 'firstName' | 'lastName'>) =>
    page.getByRole('link', { name: `${member.firstName} ${member.lastName}`, exact: true });
  /** The owner's switcher on `name`. */
  const choose = async (name: RegExp | string) => {
    await owner.getByTestId('branch-switcher').click();
    await owner.getByRole('menuitem', { name }).click();
  };

  it('a one-branch gym shows no switcher and no branch column', async () => {
    ({ page: owner } = await harness.newPage());
    await signIn(owner, harness.base, 'admin', 'admin123');
    main = await api(owner, harness.base).createMember('Rahul', 'Desai', 'rahul.desai@example.com');
    await menuItem(owner, 'Members').click();
    await visible(memberLink(owner, main));
    expect(await owner.getByTestId('branch-switcher').count()).toBe(0);
    expect(await owner.getByRole('columnheader', { name: 'Home branch' }).count()).toBe(0);
  });

  it('the owner adds a second branch; the switcher appears with "All branches"', async () => {
    await menuItem(owner, 'Branches').click();
    await visible(owner.getByRole('heading', { name: 'Branches' }));
    await owner.getByRole('link', { name: 'Add branch' }).click();
    await owner.getByLabel('Branch name').fill('Koramangala');
    await owner.getByLabel('Code').fill('krm');
    await owner.getByRole('combobox', { name: /^GST state/ }).click();
    await owner.getByRole('option', { name: 'Karnataka (29)' }).click();
    await owner.getByRole('button', { name: 'Add branch' }).click();
    await toast(owner, 'Branch "Koramangala" added');
    const row = owner.getByRole('row').filter({ hasText: 'Koramangala' });
    await visible(row.getByText('KRM', { exact: true }));
    await visible(row.getByText('Open', { exact: true }));
    await visible(owner.getByTestId('branch-switcher').getByText('All branches'));

    const branches = (await (
      await owner.request.get(`${harness.base}/api/branches`)
    ).json()) as BranchDto[];
    koramangala = branches.find((b) => b.code === 'KRM')!;
    expect(koramangala).toBeDefined();
  });

  it('the owner adds a staff account for Koramangala and a member there', async () => {
    await api(owner, harness.base).post<MemberDto>('members', {
      firstName: 'Kiran',
      lastName: 'Rao',
      email: 'kiran.rao@example.com',
      phone: '+91 98450 12345',
      dateOfBirth: '1992-03-08',
      gender: 'male',
      address: '5th Block, Koramangala, Bengaluru 560095',
      emergencyContact: 'Sita Rao',
      emergencyPhone: '+91 91234 56780',
      homeBranchId: koramangala.id,
    });
    await menuItem(owner, 'Staff').click();
    await owner.getByRole('link', { name: 'Add account' }).click();
    await owner.getByLabel('Username').fill(STAFF.username);
    await owner.getByLabel('First name').fill('Kavya');
    await owner.getByLabel('Last name').fill('Iyer');
    await owner.getByRole('combobox', { name: /^Branches/ }).click();
    await owner.getByRole('option', { name: 'Koramangala' }).click();
    await owner.keyboard.press('Escape');
    await owner.getByLabel('Password', { exact: true }).fill(STAFF.password);
    await owner.getByRole('button', { name: 'Add account' }).click();
    await toast(owner, `Account "${STAFF.username}" added`);
    const row = owner.getByRole('row').filter({ hasText: STAFF.username });
    await visible(row.getByText('Koramangala'));
  });

  it("the staff account sees Koramangala's members only, without a switcher", async () => {
    const { page: staff } = await harness.newPage();
    await signIn(staff, harness.base, STAFF.username, STAFF.password);
    await menuItem(staff, 'Members').click();
    await visible(memberLink(staff, { firstName: 'Kiran', lastName: 'Rao' }));
    expect(await memberLink(staff, main).count()).toBe(0);
    expect(await staff.getByTestId('branch-switcher').count()).toBe(0);
  });

  it('the owner switches to Koramangala and back: the list follows', async () => {
    await menuItem(owner, 'Members').click();
    await visible(memberLink(owner, main));
    await visible(owner.getByRole('columnheader', { name: 'Home branch' }));
    await owner.getByTestId('branch-switcher').click();
    await owner.getByRole('menuitem', { name: /^Koramangala/ }).click();
    await visible(owner.getByTestId('branch-switcher').getByText('Koramangala'));
    await visible(memberLink(owner, { firstName: 'Kiran', lastName: 'Rao' }));
    await memberLink(owner, main).waitFor({ state: 'detached' });

    // The choice outlives a reload (the session holds it).
    await owner.reload();
    await visible(owner.getByTestId('branch-switcher').getByText('Koramangala'));

    await owner.getByTestId('branch-switcher').click();
    await owner.getByRole('menuitem', { name: 'All branches' }).click();
    await visible(memberLink(owner, main));
    await visible(memberLink(owner, { firstName: 'Kiran', lastName: 'Rao' }));
  });

  it("an every-branch plan checks in at both branches; at the other branch's desk a home-branch plan's member is as unknown as a mistyped code", async () => {
    const owners = api(owner, harness.base);
    const chainPass = await owners.post<PlanDto>('subscription-plans', {
      name: 'Chain Pass',
      price: '3000',
      duration: 30,
      admits: { kind: 'all' },
    });
    const local = await owners.post<PlanDto>('subscription-plans', {
      name: 'Local',
      price: '1500',
      duration: 30,
      admits: { kind: 'home' },
    });
    const kiran = (await owner.request
      .get(
        `${harness.base}/api/members?filter=${encodeURIComponent(JSON.stringify({ q: 'Kiran' }))}`,
      )
      .then((r) => r.json())) as MemberDto[];
    const traveller = kiran[0]!;
    await owners.recordPayment((await owners.createMembership(traveller.id, chainPass)).id, '3000');
    await owners.recordPayment((await owners.createMembership(main.id, local)).id, '1500');
    const codeOf = async (member: MemberDto) =>
      (
        (await (
          await owner.request.get(`${harness.base}/api/members/${member.id}`)
        ).json()) as MemberDto
      ).memberCode!;

    const { page: desk } = await harness.newPage();
    await signIn(desk, harness.base, STAFF.username, STAFF.password);
    await menuItem(desk, 'Check-in').click();
    const input = desk.getByTestId('check-in-input');
    const result = desk.getByTestId('check-in-result');
    await input.fill(await codeOf(traveller));
    await input.press('Enter');
    await visible(result.getByText(/^Kiran Rao is checked in/));
    await input.fill(await codeOf(main));
    await input.press('Enter');
    // Koramangala's desk may not read the first branch's members: no name, no reason.
    await visible(result.getByText(messages.checkInNoMatch));
    expect(await result.innerText()).not.toContain(main.lastName);
    await screenshot(desk, '97-check-in-other-branch-refused');

    // The first branch's desk lets the every-branch member in too.
    const { page: mainDesk } = await harness.newPage();
    await signIn(mainDesk, harness.base, 'staff', 'staff123');
    await menuItem(mainDesk, 'Check-in').click();
    await mainDesk.getByTestId('check-in-input').fill(await codeOf(traveller));
    await mainDesk.getByTestId('check-in-input').press('Enter');
    await visible(mainDesk.getByTestId('check-in-result').getByText(/^Kiran Rao is checked in/));
  });

  it("the owner's All branches dashboard is the sum of the two branches'", async () => {
    const figure = async (label: string) =>
      (
        await owner.getByRole('region', { name: label }).getByTestId('stat-value').innerText()
      ).trim();
    const labels = ['Total Members', 'Active Memberships', 'Monthly Revenue'];
    const read = async () => {
      await menuItem(owner, 'Dashboard').click();
      await visible(owner.getByRole('region', { name: 'Total Members' }).getByTestId('stat-value'));
      return Promise.all(labels.map(figure));
    };
    const number = (text: string) => Number(text.replace(/[^\d]/g, ''));
    await choose('All branches');
    const all = await read();
    await choose(/^Test Gym/);
    await visible(owner.getByTestId('branch-switcher').getByText('Test Gym'));
    const first = await read();
    await choose(/^Koramangala/);
    await visible(owner.getByTestId('branch-switcher').getByText('Koramangala'));
    const second = await read();
    await screenshot(owner, '98-dashboard-one-branch');
    labels.forEach((label, i) => {
      expect(number(all[i]!), label).toBe(number(first[i]!) + number(second[i]!));
    });
    expect(number(all[0]!)).toBeGreaterThan(number(first[0]!));
    await choose('All branches');
  });

  it('the visits report counts Kiran at both desks today as 2 visits and 1 member who came, 1 and 1 at each', async () => {
    const today = calendarDateIn(DEFAULT_TIME_ZONE, new Date());
    const report = owner.getByTestId('report-visits');
    /** Today's line and the total line of the report, as [visits, members who came]. */
    const figures = async () => {
      const lines = [report.locator(`[data-key="${today}"]`), report.getByTestId('report-total')];
      return Promise.all(
        lines.map(async (line) => [
          (await line.locator('[data-field="visits"]').innerText()).trim(),
          (await line.locator('[data-field="members"]').innerText()).trim(),
        ]),
      );
    };
    await owner.goto(`${harness.base}/reports`, { waitUntil: 'commit' });
    await visible(report.getByRole('columnheader', { name: 'Members who came' }));
    await visible(report.locator(`[data-key="${today}"] [data-field="visits"]`).getByText('2'));
    expect(await figures()).toEqual([
      ['2', '1'],
      ['2', '1'],
    ]);
    await screenshot(owner, '99-visits-per-day-all-branches');
    for (const branch of [/^Test Gym/, /^Koramangala/]) {
      await choose(branch);
      await visible(report.locator(`[data-key="${today}"] [data-field="visits"]`).getByText('1'));
      expect(await figures(), String(branch)).toEqual([
        ['1', '1'],
        ['1', '1'],
      ]);
    }
    await choose('All branches');
  });

  it('compares the branches by the money each collected', async () => {
    await menuItem(owner, 'Reports').click();
    const compared = owner.getByRole('region', { name: 'Branches compared' });
    await visible(compared.getByRole('columnheader', { name: 'Collected' }));
    await visible(compared.getByText(/^Collected \(what members paid, less voids and refunds\)/));
    await screenshot(owner, '99-branches-compared');
  });
});
