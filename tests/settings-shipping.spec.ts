import type { Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** The settings modal, where the shipping pages are. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test('the owner adds a weight-based zone: min above max is refused on its field, nothing lost; the good one stays', async ({
  page,
  signIn,
}) => {
  const name = `Nordics ${Date.now()}`;
  await signIn(OWNER, '/settings/shipping');
  const modal = settings(page);
  const zones = modal.getByRole('table', { name: 'Shipping zones' });
  // The seeded zones, their rates in the shop's currency and weight unit.
  await expect(zones.getByRole('row', { name: /^Netherlands/ })).toContainText(
    'Standard: $5.99 · free from $100.00',
  );
  await expect(zones.getByRole('row', { name: /^European Union/ })).toContainText(
    'Standard: $11.99 · 0 kg–2 kg',
  );

  await modal.getByRole('link', { name: 'Create zone' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping\/create$/);
  const form = modal.getByRole('form', { name: 'Create shipping zone' });
  const save = form.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await form.getByRole('textbox', { name: 'Zone name' }).fill(name);
  const countries = form.getByRole('combobox', { name: 'Countries' });
  for (const country of ['Norway', 'Iceland']) {
    await countries.fill(country);
    await countries.press('Enter');
  }
  await expect(form.getByRole('list', { name: 'Countries' }).getByRole('listitem')).toHaveText([
    'Norway',
    'Iceland',
  ]);

  const rate = form.getByRole('region', { name: 'Rate 1' });
  await rate.getByRole('textbox', { name: 'Rate name' }).fill('Freight');
  const freight = form.getByRole('region', { name: 'Rate 1: Freight' });
  await freight.getByRole('combobox', { name: 'Priced' }).click();
  await page.getByRole('option', { name: 'By weight' }).click();
  await freight.getByRole('textbox', { name: 'Price' }).fill('45');
  const min = freight.getByRole('textbox', { name: 'Minimum weight (kg)' });
  const max = freight.getByRole('textbox', { name: 'Maximum weight (kg)' });
  await min.fill('30');
  await max.fill('5');

  // §5: refused on the maximum, in its words; nothing is sent and nothing typed is lost.
  let puts = 0;
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().endsWith(`${API}/shipping`)) puts += 1;
  });
  await save.click();
  await expect(max).toHaveAccessibleDescription(/min must be less than max weight/);
  await expect(max).toBeFocused();
  expect(puts).toBe(0);
  await expect(min).toHaveValue('30');
  await expect(form.getByRole('textbox', { name: 'Zone name' })).toHaveValue(name);

  // A maximum above the minimum is saved; the page becomes the zone's own.
  await max.fill('50,5');
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().endsWith(`${API}/shipping`),
  );
  await save.click();
  expect((await saved).status()).toBe(200);
  expect(puts).toBe(1);
  // The toast, by its whole text: "Saved" alone also matched the form's own "Saved" when both showed.
  await expect(page.getByRole('status').getByText('Shipping saved', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping\/shz_\w+$/);
  await expect(modal.getByRole('heading', { level: 1, name })).toBeVisible();

  // After a reload it is all there, on its page and in the list.
  await page.reload();
  const zone = modal.getByRole('form', { name });
  const reloaded = zone.getByRole('region', { name: 'Rate 1: Freight' });
  await expect(reloaded.getByRole('textbox', { name: 'Minimum weight (kg)' })).toHaveValue('30');
  await expect(reloaded.getByRole('textbox', { name: 'Maximum weight (kg)' })).toHaveValue('50.5');
  await expect(reloaded.getByRole('textbox', { name: 'Price' })).toHaveValue('45.00');
  await modal.getByRole('link', { name: 'Shipping' }).first().click();
  const row = zones.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row).toContainText('Norway and Iceland');
  await expect(row).toContainText('Freight: $45.00 · 30 kg–50.5 kg');

  // Deleted again, after a confirmation naming it.
  await row.getByRole('link', { name }).click();
  await modal.getByRole('button', { name: 'Delete zone' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping$/);
  await expect(zones.getByRole('row', { name: new RegExp(`^${name}`) })).toHaveCount(0);
});

test('the owner sets up pickup at a location and connects a carrier, its secret masked after a reload', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/shipping');
  const modal = settings(page);
  const pickups = modal.getByRole('table', { name: 'Local pickup' });
  await expect(pickups.getByRole('row', { name: /City Store/ })).toContainText(
    'Not possible: in-person sales only',
  );
  await pickups.getByRole('link', { name: /Main Warehouse/ }).click();
  const pickup = modal.getByRole('form', { name: /^Local pickup at / });
  await expect(pickup.getByRole('switch', { name: 'Offer local pickup here' })).toBeChecked();
  const instructions = `Ring at the goods desk ${Date.now()}.`;
  await pickup.getByRole('textbox', { name: 'Pickup instructions' }).fill(instructions);
  await pickup.getByRole('combobox', { name: 'Orders are usually ready' }).click();
  await page.getByRole('option', { name: 'Within 2 hours' }).click();
  await pickup.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await expect(pickup.getByRole('textbox', { name: 'Pickup instructions' })).toHaveValue(
    instructions,
  );
  await modal.getByRole('link', { name: 'Shipping' }).first().click();
  await expect(pickups.getByRole('row', { name: /Main Warehouse/ })).toContainText(
    'Within 2 hours',
  );

  // FedEx: an account number of the wrong shape is refused on its field; the right one connects.
  const carriers = modal.getByRole('list', { name: 'Carriers' });
  await carriers.getByRole('link', { name: 'Set up FedEx' }).click();
  await expect(modal.getByRole('heading', { level: 1, name: 'FedEx' })).toBeVisible();
  await modal.getByRole('link', { name: 'Set up FedEx' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/shipping\/providers\/fedex\/setup$/);
  const setup = modal.getByRole('form', { name: 'Set up FedEx' });
  await setup.getByRole('textbox', { name: 'API key' }).fill('l7xx1f2e3d4c5b6a');
  await setup.getByRole('textbox', { name: 'Secret key' }).fill('fedexSecretNeverShown9k3z');
  const account = setup.getByRole('textbox', { name: 'Account number' });
  await account.fill('12345');
  await setup.getByRole('button', { name: 'Save' }).click();
  await expect(account).toHaveAccessibleDescription(/This does not have the format of this key/);
  await account.fill('510087020');
  const connected = page.waitForResponse(
    (res) =>
      res.request().method() === 'PUT' && res.url().endsWith(`${API}/shipping/providers/fedex`),
  );
  await setup.getByRole('button', { name: 'Save' }).click();
  expect((await connected).status()).toBe(200);
  await page.reload();
  const secret = setup.getByRole('textbox', { name: 'Secret key' });
  await expect(secret).toHaveValue('••••9k3z');
  await expect(page.getByText('fedexSecretNeverShown9k3z')).toHaveCount(0);
  // Disconnected again, so the next run starts from scratch.
  await page.goto(page.url().replace(/\/setup$/, ''));
  await modal.getByRole('button', { name: 'Disconnect' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Disconnect' }).click();
  await expect(modal.getByText('Not connected')).toBeVisible();
});

test('the staff member without shipping sees the entry disabled, the page closed, and the API says 403', async ({
  page,
  signIn,
  server,
}) => {
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await signIn(STAFF, '/settings/account');
  const { access_token: token } = (await (await verified).json()) as { access_token: string };
  const nav = settings(page).getByRole('navigation', { name: 'Settings navigation' });
  await expect(nav.locator('[aria-disabled="true"]', { hasText: /^Shipping$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Shipping' })).toHaveCount(0);
  await page.goto(`${server.baseUrl}/admin/settings/shipping`);
  await expect(settings(page).getByText('Access to this page requires permission.')).toBeVisible();
  await expect(settings(page).getByRole('table', { name: 'Shipping zones' })).toHaveCount(0);
  for (const path of ['shipping', 'shipping/providers', 'shipping/local-pickup']) {
    const res = await page.request.get(`${server.baseUrl}${API}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status(), path).toBe(403);
  }
});
