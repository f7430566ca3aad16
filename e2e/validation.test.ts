import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MemberDto, MembershipDto } from '@gym/contracts';
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
import { chooseOption, field, typeDate } from './support/memberForm';

/** Every message of the spec's section 5, shown for bad input in its form. */
describe.skipIf(!hasChromium)('form validation in a real browser', () => {
  const harness = useHarness();
  let page: Page;
  let member: MemberDto;
  let membership: MembershipDto;

  const message = (text: string) => visible(page.getByText(text, { exact: true }));

  it('sign-in: username and password', async () => {
    ({ page } = await harness.newPage());
    await page.goto(`${harness.base}/`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await message('Username is required');
    await message('Password must be at least 6 characters');
    await signIn(page, harness.base, 'admin', 'admin123');
    const setup = api(page, harness.base);
    const plan = await setup.createPlan('Silver', '1200');
    member = await setup.createMember('Kiran', 'Rao', 'kiran.rao@example.com');
    membership = await setup.createMembership(member.id, plan);
  });

  it('add member: every field of step 1', async () => {
    await page.goto(`${harness.base}/members/add`);
    await page.getByRole('button', { name: 'Next' }).click();
    for (const text of [
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Date of birth is required',
      'Please select a gender',
      'Please provide a complete address',
      'Emergency contact name is required',
      'Please enter a valid emergency phone number',
    ]) {
      await message(text);
    }
    // The age range is for a given date only.
    expect(await page.getByText('Age must be between 16 and 80 years').count()).toBe(0);
    await screenshot(page, '20-member-add-validation');

    await field(page, 'First Name').fill('A');
    await field(page, 'Last Name').fill('B');
    await field(page, 'Email').fill('not-an-email');
    await field(page, 'Phone').fill('0123');
    await field(page, 'WhatsApp').fill('call me');
    await typeDate(page, 'Date of Birth', '2000-02-31');
    await field(page, 'Address').fill('Short');
    await page.getByRole('button', { name: 'Next' }).click();
    await message('Please enter a valid date');
    await typeDate(page, 'Date of Birth', '2020-01-01');
    await field(page, 'Emergency Contact Name').fill('R');
    await page.getByRole('button', { name: 'Next' }).click();
    for (const text of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please enter a valid WhatsApp number',
      'Age must be between 16 and 80 years',
      'Please provide a complete address',
      'Emergency contact name must be at least 2 characters',
    ]) {
      await message(text);
    }
    // Still on step 1.
    await visible(field(page, 'First Name'));

    // A field's error goes as soon as it is valid, without another "Next".
    await field(page, 'First Name').fill('Asha');
    await field(page, 'Emergency Contact Name').fill('Ravi Verma');
    await field(page, 'Date of Birth').fill('1990-05-01');
    await expect
      .poll(() => page.getByText('First name must be at least 2 characters').count())
      .toBe(0);
    await expect
      .poll(() => page.getByText('Emergency contact name must be at least 2 characters').count())
      .toBe(0);
    await expect.poll(() => page.getByText('Age must be between 16 and 80 years').count()).toBe(0);
    // Fields still wrong keep their errors.
    await message('Last name must be at least 2 characters');
    await message('Please provide a complete address');
  });

  it('add member: a duplicate e-mail from the server marks the field', async () => {
    await page.goto(`${harness.base}/members/add`);
    await field(page, 'First Name').fill('Kiran');
    await field(page, 'Last Name').fill('Again');
    await field(page, 'Email').fill('KIRAN.RAO@example.com');
    await field(page, 'Phone').fill('+91 98765 00000');
    await field(page, 'Date of Birth').fill('1990-01-01');
    await chooseOption(page, 'Gender', 'Male');
    await field(page, 'Address').fill('42 Park Street, Kolkata 700016');
    await field(page, 'Emergency Contact Name').fill('Someone Close');
    await field(page, 'Emergency Contact Phone').fill('+91 90000 11111');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Create Member' }).click();
    await toast(page, 'Error');
    await visible(page.getByText(/^Failed to create member: /));
    await visible(field(page, 'Email'));
    await message('A member with this email address already exists');
  });

  it('edit member: the same rules, date of birth and gender optional', async () => {
    await page.goto(`${harness.base}/members/${member.id}/edit`);
    await visible(page.getByRole('heading', { name: 'Edit Member' }));
    await field(page, 'First Name').fill('');
    await field(page, 'Email').fill('kiran@');
    await field(page, 'Emergency Contact Phone').fill('abc');
    await field(page, 'Date of Birth').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await message('First name is required');
    await message('Please enter a valid email address');
    await message('Please enter a valid emergency phone number');
    await screenshot(page, '21-member-edit-validation');

    await field(page, 'First Name').fill('Kiran');
    await field(page, 'Email').fill('kiran.rao@example.com');
    await field(page, 'Emergency Contact Phone').fill('+91 91234 56789');
    await chooseOption(page, 'Status', 'Suspended');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Member updated successfully');
    await page.waitForURL(new RegExp(`/members/${member.id}/view$`));
    await visible(page.getByTestId('personal-info').getByText('Suspended'));
  });

  it('record payment: amount required and positive', async () => {
    await page.goto(`${harness.base}/payments/${membership.id}/record`);
    // The amount starts at what is owed; emptied, it is required.
    await expect.poll(() => field(page, 'Payment Amount').inputValue()).not.toBe('');
    await field(page, 'Payment Amount').fill('');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await message('Amount is required');
    await field(page, 'Payment Amount').fill('-50');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await message('Amount must be a valid positive number');
    await field(page, 'Payment Amount').fill('abc');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await message('Amount must be a valid positive number');
    await screenshot(page, '22-record-payment-validation');
  });

  it('record payment: a missing membership', async () => {
    await page.goto(`${harness.base}/payments/00000000-0000-4000-8000-000000000000/record`);
    await visible(page.getByRole('heading', { name: 'Membership Not Found' }));
    await message("The membership you're trying to record a payment for could not be found.");
    await page.getByRole('link', { name: 'Back to Payments' }).click();
    await page.waitForURL(/\/payments$/);
  });

  it('change password: every rule, a wrong current password, then success', async () => {
    await menuItem(page, 'Settings').click();
    await visible(page.getByText('Profile Information'));
    await visible(page.getByTestId('profile-username').getByText('admin'));
    await visible(page.getByTestId('profile-email').getByText('Not provided'));
    await visible(page.getByTestId('profile-role').getByText('Admin'));
    await page.getByRole('button', { name: 'Update Password' }).click();
    await message('Current password is required');
    await message('New password must be at least 6 characters');
    await message('Please confirm your new password');

    await page.getByLabel(/^Current Password/).fill('admin123');
    await page.getByLabel(/^New Password/).fill('secret-1');
    await page.getByLabel(/^Confirm New Password/).fill('secret-2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await message("Passwords don't match");
    await screenshot(page, '23-settings-validation');

    await page.getByLabel(/^Current Password/).fill('wrong-password');
    await page.getByLabel(/^Confirm New Password/).fill('secret-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password Change Failed');

    await page.getByLabel(/^Current Password/).fill('admin123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await toast(page, 'Password Changed');
    await toast(page, 'Your password has been successfully updated.');
    await expect.poll(() => page.getByLabel(/^Current Password/).inputValue()).toBe('');
    await expect.poll(() => page.getByLabel(/^New Password/).inputValue()).toBe('');
  });
});
