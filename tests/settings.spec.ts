import { expect, OWNER, STAFF, test } from './support/fixtures';

const settingsEntries = [
  'General',
  'Staff',
  'Plans',
  'Billing',
  'Brand',
  'Domain',
  'Taxes',
  'App store',
  'Locations',
  'Shipping',
  'Payments',
  'Integrations',
  'Security',
];

test('settings opens from the sidebar over the page and closes back to it', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products?q=harbor');
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
  const opener = mainNav.getByRole('link', { name: 'Settings' });
  await opener.click();

  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal).toBeVisible();
  await expect(page).toHaveTitle(/General/);
  const settingsNav = modal.getByRole('navigation', { name: 'Settings navigation' });
  await expect(settingsNav.getByRole('listitem')).toHaveText(settingsEntries);
  await expect(settingsNav.getByRole('link', { name: 'General' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Moving between sections, then Escape: back on the products page with its search, focus on the
  // link that opened settings.
  await settingsNav.getByRole('link', { name: 'Taxes' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/taxes$/);
  await expect(page).toHaveTitle(/Taxes/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/products\?q=harbor$/);
  await expect(modal).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The close button does the same; browser back returns into settings.
  await opener.click();
  await modal.getByRole('button', { name: 'Close settings' }).click();
  await expect(page).toHaveURL(/\/admin\/products\?q=harbor$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(modal).toBeVisible();
});

test('a deep link opens its settings page; closing goes home; an unknown path goes to general', async ({
  page,
  signIn,
  server,
}) => {
  await signIn(OWNER, '/settings/taxes');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('link', { name: 'Taxes' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/admin\/home$/);

  await page.goto(`${server.baseUrl}/admin/settings/no-such-section/deeper`);
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
  await expect(modal.getByRole('link', { name: 'General' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Replaced, not pushed: back does not return to the unknown path.
  await page.goto(`${server.baseUrl}/admin/settings`);
  await expect(page).toHaveURL(/\/admin\/settings\/general$/);
});

test('a member of staff sees the settings they lack disabled, and their own account open', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/settings/account');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const settingsNav = modal.getByRole('navigation', { name: 'Settings navigation' });
  // The seeded member holds product and order only: every settings entry is disabled.
  await expect(settingsNav.getByRole('link')).toHaveCount(0);
  await expect(settingsNav.locator('[aria-disabled="true"]')).toHaveText(settingsEntries);

  await page.goto(page.url().replace(/account$/, 'staff'));
  await expect(modal.getByText('Access to this page requires permission.')).toBeVisible();
});
