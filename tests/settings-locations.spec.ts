import type { Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';
import { inventoryPage } from './support/inventory-page';

/** The settings modal, where the locations pages are. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test("the owner edits a location's name and address; inventory's switcher shows the new name", async ({
  page,
  server,
  signIn,
}) => {
  // The seed's third location: the inventory spec names the first two.
  const name = `Vienna Hub ${Date.now()}`;
  await signIn(OWNER, '/settings/locations');
  const modal = settings(page);
  const table = modal.getByRole('table', { name: 'Locations' });
  await expect(table.getByRole('row', { name: /Main Warehouse/ })).toContainText(
    '12 Harbour Road, 3011 AA Rotterdam, Netherlands',
  );
  await expect(table.getByRole('row', { name: /City Store/ })).toContainText(
    'In-person sales only',
  );
  await table.getByRole('row').nth(3).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/settings\/locations\/loc_\w+$/);
  const locationId = new URL(page.url()).pathname.split('/').pop()!;

  const form = modal.getByRole('form', { name: 'Location' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const nameField = form.getByRole('textbox', { name: 'Location name' });

  // A blank name is refused on its field, which takes the focus; nothing is sent.
  await nameField.fill('  ');
  await save.click();
  await expect(nameField).toHaveAccessibleDescription(/Required/);
  await expect(nameField).toBeFocused();

  // Another country: the state of the old one goes, the new one's states are offered.
  await nameField.fill(name);
  const country = form.getByRole('combobox', { name: 'Country or region' });
  await expect(country).toHaveValue('Germany');
  // Named as the country names its subdivisions, as on the shop's own address.
  const state = form.getByRole('combobox', { name: 'Region', exact: true });
  await expect(state).toHaveValue('Sachsen');
  await country.fill('Austria');
  await country.press('Enter');
  await expect(country).toHaveValue('Austria');
  await expect(state).toHaveValue('');
  await state.fill('Wien');
  await state.press('Enter');
  await expect(state).toHaveValue('Wien');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Stephansplatz 1');
  await form.getByRole('textbox', { name: 'City' }).fill('Vienna');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('1010');
  const online = form.getByRole('switch', { name: 'Fulfil online orders from this location' });
  await expect(online).toBeChecked();
  await online.click();

  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().endsWith(`/locations/${locationId}`),
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(modal.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(save).toBeDisabled();

  // The list shows it as saved, after a reload too.
  await modal.getByRole('link', { name: 'Locations' }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings\/locations$/);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Stephansplatz 1, 1010 Vienna, Austria');
  await expect(row).toContainText('In-person sales only');
  await page.reload();
  await expect(row).toContainText('Stephansplatz 1, 1010 Vienna, Austria');

  // The inventory screen switches to it by its new name, and shows its stock.
  await page.goto(`${server.baseUrl}/admin/inventory`);
  const inventory = inventoryPage(page);
  await expect(inventory.location).toHaveText('Main Warehouse (default)');
  await inventory.location.click();
  await page.getByRole('option', { name }).click();
  await expect(inventory.location).toHaveText(name);
  await expect(page).toHaveURL(new RegExp(`[?&]location=${locationId}`));
  await expect(inventory.table(name).getByRole('row').nth(1)).toBeVisible();
});

test('the staff member without the location policy sees the page is closed to them', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/settings/locations');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Locations' })).toHaveCount(0);
});
