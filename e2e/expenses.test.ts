import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { messages, type ExpenseDto, type RecurringExpenseDto } from '@gym/contracts';
import { api } from './support/api';
import {
  hasChromium,
  menuItem,
  screenshot,
  signIn,
  toast,
  hidden,
  useHarness,
  visible,
} from './support/harness';
import { chooseOption, field } from './support/memberForm';

/** The owner records the electricity bill; the desk records cash paid out from the drawer. */
describe.skipIf(!hasChromium)('expenses in a real browser', () => {
  const harness = useHarness();

  /**
   * A select's option, opening the select again if its menu opened before the page settled (a
   * busy machine can swallow the first click while the form's code is still loading).
   */
  async function choose(page: Page, label: string, option: string) {
    const wanted = page.getByRole('option', { name: option, exact: true });
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
      try {
        await wanted.waitFor({ state: 'visible', timeout: 3000 });
        // By keyboard, as a desk would: a click waits for the menu to stop moving.
        await wanted.press('Enter');
        await hidden(wanted);
        return;
      } catch {
        await page.keyboard.press('Escape');
      }
    }
    throw new Error(`no option ${option} in ${label}`);
  }

  async function expensesOf(page: Page): Promise<ExpenseDto[]> {
    const response = await page.request.get(`${harness.base}/api/expenses`);
    return (await response.json()) as ExpenseDto[];
  }

  it('an owner records an expense and sees it in the list, with the page total', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    await menuItem(page, 'Expenses').click();
    await visible(page.getByRole('heading', { name: 'Expenses' }));
    await page.getByRole('link', { name: 'Record expense' }).click();
    // The list's own Category filter is a combobox too: choose only once the form has replaced it.
    await visible(page.getByRole('button', { name: 'Record expense' }));
    await choose(page, 'Category', 'Electricity and water');
    await field(page, 'Amount').fill('4250.50');
    await chooseOption(page, 'Paid by', 'Bank Transfer');
    await field(page, 'Paid to').fill('BESCOM');
    await field(page, 'Bill number').fill('EB-1101');
    await page.getByRole('button', { name: 'Record expense' }).click();
    await toast(page, 'Expense of ₹4,250.50 to BESCOM recorded');
    const row = page.getByRole('row').filter({ hasText: 'BESCOM' });
    await visible(row.getByText('Electricity and water', { exact: true }));
    await visible(row.getByText('₹4,250.50', { exact: true }));
    await visible(page.getByText('Total of this page (not voided): ₹4,250.50'));
    await screenshot(page, 'expenses-list');
    const [expense] = await expensesOf(page);
    expect(expense).toMatchObject({
      categoryId: 'utilities',
      amount: '4250.50',
      method: 'bank_transfer',
      paidTo: 'BESCOM',
      billNumber: 'EB-1101',
    });
  });

  it('a manager voids it from its page, for a reason; it stays listed as voided', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    await menuItem(page, 'Expenses').click();
    await page.getByRole('row').filter({ hasText: 'BESCOM' }).getByText('BESCOM').click();
    await visible(page.getByText('EB-1101'));
    await page.getByRole('button', { name: 'Void' }).click();
    await page.getByRole('dialog').getByLabel('Reason').fill('Entered twice');
    await page.getByTestId('void-expense-confirm').click();
    await toast(page, 'Expense voided');
    await visible(page.getByText('Voided: Entered twice'));
    expect((await expensesOf(page))[0]).toMatchObject({
      voided: true,
      voidReason: 'Entered twice',
    });
  });

  it('the form says what is wrong: a zero amount is refused before anything is sent', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    await page.goto(`${harness.base}/expenses/create`);
    await choose(page, 'Category', 'Rent');
    await field(page, 'Amount').fill('0');
    await field(page, 'Paid to').fill('Landlord');
    await page.getByRole('button', { name: 'Record expense' }).click();
    await visible(page.getByText('Amount must be a valid positive number'));
    expect(await expensesOf(page)).toHaveLength(1);
  });

  it('records once for a double click and for a double Enter', async () => {
    const { page } = await harness.newPage({ width: 1366, height: 768 });
    await signIn(page, harness.base, 'admin', 'admin123');
    const fill = async (paidTo: string) => {
      await page.goto(`${harness.base}/expenses/create`);
      await choose(page, 'Category', 'Other');
      await field(page, 'Amount').fill('120');
      await field(page, 'Paid to').fill(paidTo);
    };
    await fill('Tea stall');
    // Waits until the button itself takes the clicks (a select's menu fades out over it first).
    await page.getByRole('button', { name: 'Record expense' }).dblclick();
    await toast(page, 'Expense of ₹120 to Tea stall recorded');
    await fill('Water cans');
    await field(page, 'Paid to').press('Enter');
    await page.keyboard.press('Enter');
    await toast(page, 'Expense of ₹120 to Water cans recorded');
    await visible(page.getByRole('row').filter({ hasText: 'Water cans' }));
    const paidTo = (await expensesOf(page)).map((e) => e.paidTo);
    expect(paidTo.filter((p) => p === 'Tea stall' || p === 'Water cans').sort()).toEqual([
      'Tea stall',
      'Water cans',
    ]);
  });

  it('a recurring rent is stopped for a reason, asked for before anything is sent', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'admin', 'admin123');
    const rent = await api(page, harness.base).post<RecurringExpenseDto>('recurring-expenses', {
      categoryId: 'rent',
      amount: '45000',
      method: 'bank_transfer',
      paidTo: 'Shanthi Estates',
      dayOfMonth: 5,
    });
    await page.goto(`${harness.base}/recurring-expenses`);
    await page
      .getByRole('row')
      .filter({ hasText: 'Shanthi Estates' })
      .getByRole('button', { name: 'Stop' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await visible(dialog.getByText(messages.reasonRequired));
    await dialog.getByLabel('Reason').fill('Moved to the new building');
    await dialog.getByRole('button', { name: 'Stop' }).click();
    await toast(page, 'Recurring expense stopped');
    const after = await page.request.get(`${harness.base}/api/recurring-expenses`);
    const list = (await after.json()) as RecurringExpenseDto[];
    expect(list.find((r) => r.id === rent.id)).toMatchObject({ running: false });
  });

  it('staff record cash paid out at their desk', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.base, 'staff', 'staff123');
    await menuItem(page, 'Expenses').click();
    await page.getByRole('link', { name: 'Cash paid out' }).click();
    await visible(page.getByText('Cash taken from the drawer at your desk'));
    expect(await page.getByRole('combobox', { name: /^Paid by/ }).count()).toBe(0);
    await choose(page, 'Category', 'Maintenance');
    await field(page, 'Amount').fill('350');
    await field(page, 'Paid to').fill('Ravi Plumbing');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/expenses$/.test(r.url()),
    );
    await page.getByRole('button', { name: 'Cash paid out' }).click();
    expect((await saved).status()).toBe(201);
    await toast(page, 'Expense of ₹350 to Ravi Plumbing recorded');
    await visible(page.getByRole('row').filter({ hasText: 'Ravi Plumbing' }).getByText('Cash'));
    const cash = (await expensesOf(page)).find((e) => e.paidTo === 'Ravi Plumbing');
    expect(cash).toMatchObject({ method: 'cash', amount: '350.00', categoryId: 'maintenance' });
  });
});
