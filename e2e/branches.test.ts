import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { BranchDto, MemberDto } from '@gym/contracts';
import { api } from './support/api';
import { hasChromium, menuItem, signIn, toast, useHarness, visible } from './support/harness';

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
    await owner.getByLabel('Code').fill('kor');
    await owner.getByRole('combobox', { name: /^GST state/ }).click();
    await owner.getByRole('option', { name: 'Karnataka (29)' }).click();
    await owner.getByRole('button', { name: 'Add branch' }).click();
    await toast(owner, 'Branch "Koramangala" added');
    const row = owner.getByRole('row').filter({ hasText: 'Koramangala' });
    await visible(row.getByText('KOR', { exact: true }));
    await visible(row.getByText('Open', { exact: true }));
    await visible(owner.getByTestId('branch-switcher').getByText('All branches'));

    const branches = (await (
      await owner.request.get(`${harness.base}/api/branches`)
    ).json()) as BranchDto[];
    koramangala = branches.find((b) => b.code === 'KOR')!;
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
});
