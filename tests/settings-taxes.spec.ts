import type { Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';
import { expectOnTop } from './support/on-top';

const API = '/api/admin/v1';

/** The settings modal, where the taxes page is. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test('the owner adds, edits and deletes a tax rate', async ({ page, signIn }) => {
  const name = `Reduced VAT ${Date.now()}`;
  await signIn(OWNER, '/settings/taxes');
  const modal = settings(page);
  const rates = modal.getByRole('table', { name: 'Tax rates' });
  // The seeded rates, each with its % sign.
  await expect(rates.getByRole('row', { name: /Netherlands VAT/ })).toContainText(
    '21%NetherlandsProducts and shipping',
  );
  await expect(rates.getByRole('row', { name: /Azerbaijan VAT/ })).toContainText('18%');

  await modal.getByRole('button', { name: 'Create tax rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tax rate' });
  // Above the settings modal it opened from, not behind it.
  await expectOnTop(dialog);
  // §5 defaults: the country of the shop's first location, charged on products.
  const chosen = dialog.getByRole('list', { name: 'Countries' });
  await expect(chosen.getByRole('listitem')).toHaveText(['Netherlands']);
  await expect(dialog.getByRole('combobox', { name: 'Charge tax on' })).toHaveText('Products only');
  const submit = dialog.getByRole('button', { name: 'Create rate' });
  await expect(submit).toBeDisabled();

  // A zero rate and no country are refused on their fields; nothing is sent.
  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(`${API}/taxes`)) posts += 1;
  });
  const rate = dialog.getByRole('textbox', { name: 'Rate' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await rate.fill('0');
  await dialog.getByRole('button', { name: 'Remove Netherlands' }).click();
  await submit.click();
  await expect(rate).toHaveAccessibleDescription(/The rate cannot be zero/);
  const countries = dialog.getByRole('combobox', { name: 'Countries' });
  await expect(countries).toHaveAccessibleDescription(/Choose at least one country/);
  expect(posts).toBe(0);

  // A decimal percent (with a comma) in two countries.
  await rate.fill('9,5');
  await countries.fill('Germany');
  await countries.press('Enter');
  await countries.fill('Austria');
  await countries.press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveText(['Germany', 'Austria']);
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tax rate created')).toBeVisible();
  const row = rates.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('9.5%');
  await expect(row).toContainText('Germany, Austria');
  await expect(row).toContainText('Products only');
  expect(posts).toBe(1);

  // Edit: the form starts from the rate; save is off until something changes.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit tax rate' });
  const editRate = edit.getByRole('textbox', { name: 'Rate' });
  await expect(editRate).toHaveValue('9.5');
  const saveEdit = edit.getByRole('button', { name: 'Save' });
  await expect(saveEdit).toBeDisabled();
  await editRate.fill('10');
  await edit.getByRole('combobox', { name: 'Charge tax on' }).click();
  await page.getByRole('option', { name: 'Products and shipping' }).click();
  await saveEdit.click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('10%');
  await expect(row).toContainText('Products and shipping');

  // Delete, after a confirmation titled with the rate's name.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expectOnTop(confirm);
  await expect(confirm).toContainText('Checkout stops charging this rate.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(rates.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.reload();
  await expect(rates.getByRole('row', { name: /Netherlands VAT/ })).toBeVisible();
  await expect(rates.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
});

test('the tax-inclusive switch is saved at once, and reverts when the save fails', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/taxes');
  const toggle = settings(page).getByRole('switch', { name: 'Prices include tax' });
  await expect(toggle).not.toBeChecked();

  // A save the server refuses: the switch shows the change while it is sent, then goes back.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const shopUrl = `**${API}/shop`;
  await page.route(shopUrl, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    await held;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The shop could not be saved', errors: [] }),
    });
  });
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(toggle).toBeDisabled();
  release();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText('The shop could not be saved')).toBeVisible();
  await page.unroute(shopUrl);

  // A save that goes through stays, after a reload too; then back off as it was.
  for (const on of [true, false]) {
    const saved = page.waitForResponse(
      (res) => res.request().method() === 'PUT' && res.url().endsWith(`${API}/shop`),
    );
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect(toggle).toBeEnabled();
    await page.reload();
    if (on) await expect(toggle).toBeChecked();
    else await expect(toggle).not.toBeChecked();
  }
});

test('the staff member without the tax policy sees the page is closed to them', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/settings/taxes');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tax rates' })).toHaveCount(0);
});
