import { expect, OWNER } from './support/fixtures';
import { testOnOwnServer as test } from './support/own-server';

/*
 * Settings › general. These tests change the shop's name, address, currency and language, which
 * every other spec's pages show: they run in order on a server of their own (a copy of the demo
 * seed), so no other test ever sees a price in euros or an admin in Azerbaijani.
 */
test.describe.configure({ mode: 'serial' });

test('the overview links to each page; details and address save, errors land on their fields', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/general');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
  const overview = modal.getByRole('list', { name: 'General settings' });
  await expect(overview.getByRole('link')).toHaveText([
    /^Store details\s*Demo Shop · hello@demo-shop\.test/,
    /^Store address\s*12 Harbour Road, Rotterdam, Zuid-Holland, 3011 AA, Netherlands/,
    /^Store language\s*English/,
    /^Homepage display\s*Demo Shop: shoes/,
    /^Maintenance\s*Open to visitors/,
    /^Social profiles\s*2 profiles: Facebook, Instagram/,
    /^Standards and formats\s*USD · Europe\/Amsterdam · kg/,
    /^Policies\s*Refund, privacy, terms of service, shipping and contact/,
  ]);

  // Details: a refused e-mail stays on its field, focused; nothing is lost; then it saves.
  await overview.getByRole('link', { name: /^Store details/ }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/general\/details$/);
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  const name = modal.getByRole('textbox', { name: 'Store name' });
  await name.fill('Harbour Goods');
  const email = modal.getByRole('textbox', { name: 'Contact email' });
  await email.fill('not-an-email');
  await save.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/Enter a valid email/);
  await expect(name).toHaveValue('Harbour Goods');
  await email.fill('Office@Harbour.Example');
  await save.click();
  await expect(
    page.getByRole('status').getByText('Shop details saved', { exact: true }),
  ).toBeVisible();
  await expect(email).toHaveValue('office@harbour.example');
  await expect(save).toBeDisabled();

  // Address: the fields follow the country. The Netherlands names a region, optionally; the
  // United States needs a state and a ZIP code.
  await modal.getByRole('link', { name: 'General' }).first().click();
  await modal
    .getByRole('list', { name: 'General settings' })
    .getByRole('link', { name: /^Store address/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/settings\/general\/address$/);
  const country = modal.getByRole('combobox', { name: 'Country or region' });
  await expect(country).toHaveValue('Netherlands');
  await expect(modal.getByRole('combobox', { name: 'Region', exact: true })).toHaveValue(
    'Zuid-Holland',
  );
  await expect(modal.getByRole('textbox', { name: 'Postal code' })).toHaveValue('3011 AA');

  await country.fill('united st');
  await expect(modal.getByRole('option').first()).toHaveText('United States');
  await country.press('Enter');
  await expect(country).toHaveValue('United States');
  const state = modal.getByRole('combobox', { name: 'State', exact: true });
  // The Dutch region was let go of with its country.
  await expect(state).toHaveValue('');
  await modal.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Congress Ave');
  await modal.getByRole('textbox', { name: 'City' }).fill('Austin');
  const zip = modal.getByRole('textbox', { name: 'ZIP code' });
  await zip.fill('');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(state).toHaveAccessibleDescription('Required');
  await expect(zip).toHaveAccessibleDescription('Required');

  await state.fill('tex');
  await expect(modal.getByRole('option', { name: 'Texas' })).toBeVisible();
  await state.press('Enter');
  await expect(state).toHaveValue('Texas');
  await zip.fill('78701');
  const savedAddress = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().endsWith('/shop/address'),
  );
  await modal.getByRole('button', { name: 'Save' }).click();
  expect((await savedAddress).status()).toBe(200);
  // The details' "Saved" may still be showing beside this one.
  await expect(page.getByText('Saved').last()).toBeVisible();

  // The page's back link, named after the overview it leads to.
  await modal.getByRole('link', { name: 'General', exact: true }).last().click();
  await expect(
    modal
      .getByRole('list', { name: 'General settings' })
      .getByRole('link', { name: /^Store address/ }),
  ).toContainText('1 Congress Ave, Austin, Texas, 78701, United States');
});

test('prices across the admin follow the currency; the admin follows the store language', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products');
  const firstPrice = page.getByRole('cell', { name: /^\$[\d,]+\.\d\d$/ }).first();
  const dollars = (await firstPrice.textContent()) ?? '';
  const amount = dollars.slice(1);

  // Settings opens over the products page; the currency is picked from the reference list.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await modal
    .getByRole('list', { name: 'General settings' })
    .getByRole('link', { name: /^Standards and formats/ })
    .click();
  const currency = modal.getByRole('combobox', { name: 'Store currency' });
  await expect(currency).toHaveValue('US Dollar (USD $)');
  await currency.fill('euro');
  await expect(modal.getByRole('option').first()).toHaveText('Euro (EUR €)');
  await currency.press('Enter');
  const timezone = modal.getByRole('combobox', { name: 'Time zone' });
  await timezone.fill('baku');
  await expect(modal.getByRole('option', { name: /Asia\/Baku/ })).toBeVisible();
  await timezone.press('Enter');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').getByText('Shop details saved', { exact: true }),
  ).toBeVisible();

  // Closed: back on the products page, the same price now in euros, without a reload.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('cell', { name: `€${amount}` }).first()).toBeVisible();

  // The store language: the admin switches to Azerbaijani at once.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await modal
    .getByRole('list', { name: 'General settings' })
    .getByRole('link', { name: /^Store language/ })
    .click();
  await expect(modal.getByRole('heading', { level: 1, name: 'Store language' })).toBeVisible();
  await modal.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Azərbaycanca' }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  const azModal = page.getByRole('dialog', { name: 'Ayarlar' });
  await expect(azModal.getByRole('heading', { level: 1, name: 'Mağaza dili' })).toBeVisible();
  await expect(azModal.getByRole('button', { name: 'Yadda saxla' })).toBeDisabled();

  // A new visit starts in the store's language too.
  await page.reload();
  await expect(
    page
      .getByRole('dialog', { name: 'Ayarlar' })
      .getByRole('heading', { level: 1, name: 'Mağaza dili' }),
  ).toBeVisible();
});
