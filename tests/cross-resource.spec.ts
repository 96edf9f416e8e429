import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

// A change to one resource shows on the screens of another without a reload (issue 22): the
// customer's page learns of an action taken on one of their orders. The order is found through a
// filter no other test uses (pending and partially fulfilled), so tests run side by side.

const main = (page: Page) => page.getByRole('main');

/** A simple action on the order's page: its button, then the confirmation naming the order. */
async function confirmAction(page: Page, button: string, question: string) {
  await main(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("an order marked as paid shows paid on its customer's page when you go back", async ({
  page,
  signIn,
}) => {
  // Find a pending order of a customer (not a guest) and go to that customer.
  await signIn(OWNER, '/orders?financial_status=pending&fulfillment_status=partially_fulfilled');
  const orders = page.getByRole('table', { name: 'Orders' });
  const firstOrder = orders.getByRole('row').nth(1).getByRole('link').first();
  const number = (await firstOrder.innerText()).trim();
  expect(number).toMatch(/^#\d+$/);
  await firstOrder.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  const customer = main(page).getByRole('region', { name: 'Customer' }).getByRole('link').first();
  const name = (await customer.innerText()).trim();
  await customer.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const customerUrl = page.url();

  // The customer's orders list it as pending; open it from there.
  const row = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: number, exact: true }) });
  const payment = row.getByRole('cell').nth(2);
  await expect(payment).toHaveText('Pending');
  await row.getByRole('link', { name: number, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);

  await confirmAction(page, 'Mark as paid', `Mark order ${number} as paid?`);
  await expect(main(page).locator('[data-status]').first()).toHaveText('Paid');

  // The browser's Back, no reload: a mark left on the page's window is still there after it.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage?: boolean }).stillThisPage = true;
  });
  await page.goBack();
  await expect(page).toHaveURL(customerUrl);
  await expect(payment).toHaveText('Paid');
  expect(
    await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage),
  ).toBe(true);
});
