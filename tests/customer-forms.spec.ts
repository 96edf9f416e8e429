import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

// The oldest customers (the default list shows the newest first), so the other specs never see them.
const OLDEST_FIRST = '/customers?sort=created_at:asc';

async function openCustomer(page: Page, row: number) {
  const table = page.getByRole('table', { name: 'Customers' });
  const link = table.getByRole('row').nth(row).getByRole('link').first();
  const name = (await link.innerText()).trim();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return name;
}

test('the edit form shows field errors and asks before leaving with unsaved changes', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, OLDEST_FIRST);
  await openCustomer(page, 2);

  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription(/.+/);

  await firstName.fill('Changed');
  await page.getByRole('main').getByRole('link', { name: 'Customers' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await expect(prompt).toBeVisible();
  // Escape stays on the form with the changes.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(firstName).toHaveValue('Changed');

  await page.getByRole('main').getByRole('link', { name: 'Customers' }).click();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
});

test('deleting a customer asks first, then returns to the list', async ({ page, signIn }) => {
  await signIn(OWNER, OLDEST_FIRST);
  const name = await openCustomer(page, 1);

  await page.getByRole('button', { name: 'Delete customer' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/customers(\?|$)/);
  await expect(page.getByRole('table', { name: 'Customers' })).not.toContainText(name);
});

test('going offline shows a notice, and coming back says so', async ({ page, context, signIn }) => {
  await signIn(OWNER, OLDEST_FIRST);
  await expect(page.getByRole('table', { name: 'Customers' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'you are offline' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'you are back online' })).toBeVisible();
});
