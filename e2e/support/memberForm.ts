import type { Page } from 'playwright-core';

export interface MemberInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female' | 'Other';
  address: string;
  emergencyContact: string;
  emergencyPhone: string;
}

export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label}`)).first();

export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a "yyyy-mm-dd" date as the desk does, digits only, dd/mm/yyyy; the field adds the slashes. */
export async function typeDate(page: Page, label: string, isoDate: string) {
  const [year, month, day] = isoDate.split('-');
  const input = field(page, label);
  await input.clear();
  await input.pressSequentially(`${day}${month}${year}`);
  const shown = await input.inputValue();
  if (shown !== `${day}/${month}/${year}`) throw new Error(`${label} shows ${shown}`);
}

/** Fills step 1 of the add wizard (or the edit form). */
export async function fillMemberForm(page: Page, member: MemberInput) {
  await field(page, 'First Name').fill(member.firstName);
  await field(page, 'Last Name').fill(member.lastName);
  await field(page, 'Email').fill(member.email);
  await field(page, 'Phone').fill(member.phone);
  await typeDate(page, 'Date of Birth', member.dateOfBirth);
  await chooseOption(page, 'Gender', member.gender);
  await field(page, 'Address').fill(member.address);
  await field(page, 'Emergency Contact Name').fill(member.emergencyContact);
  await field(page, 'Emergency Contact Phone').fill(member.emergencyPhone);
}

export const ASHA: MemberInput = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.com',
  phone: '+91 98765 43210',
  dateOfBirth: '1992-03-14',
  gender: 'Female',
  address: '221 Residency Road, Bengaluru 560025',
  emergencyContact: 'Rohit Verma',
  emergencyPhone: '+91 91234 56789',
};
