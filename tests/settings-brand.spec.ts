import { expect, OWNER, STAFF, test } from './support/fixtures';
import { pngFile } from './support/products-images';

test('a logo uploaded in brand becomes the sidebar logo at once; colours show their contrast', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/brand');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
  await expect(page).toHaveTitle(/Brand/);

  // The seeded colours with their contrast against white and black (WCAG AA for text: 4.5:1).
  const primary = modal.getByRole('textbox', { name: 'Primary colour', exact: true });
  await expect(primary).toHaveValue('#0f766e');
  const checks = modal.getByRole('list', { name: /Contrast for text/ });
  await expect(checks.first()).toContainText('Against white: 5.5:1AA pass');
  await expect(checks.first()).toContainText('Against black: 3.8:1AA fail');
  // A pale colour fails on white; half a colour is refused on the field.
  await primary.fill('#ffe8a3');
  await expect(checks.first()).toContainText('Against white: 1.2:1AA fail');
  await primary.fill('#12');
  const save = modal.getByRole('button', { name: 'Save' });
  await save.click();
  await expect(primary).toHaveAccessibleDescription(
    'Buttons and links. Enter a colour as # and six hex digits, e.g. #1a7f5a',
  );
  await expect(primary).toBeFocused();
  await primary.fill('#1a1a1a');

  // The logo: uploaded at once, saved with the form.
  const logo = modal.getByRole('region', { name: 'Logo' });
  await logo.locator('input[type="file"]').setInputFiles(pngFile('harbor-logo.png', 64, 7));
  await expect(logo.getByRole('img')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Slogan' }).fill('Goods from the harbour');
  await save.click();
  await expect(page.getByRole('status').getByText('Brand saved', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  // The sidebar shows it now, without a reload: the shop's admin_panel_logo.
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  const sidebarLogo = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('img', { name: 'Demo Shop' });
  await expect(sidebarLogo).toBeVisible();
  await expect(sidebarLogo).toHaveAttribute('src', /^\/uploads\/\d{4}\/\d{2}\/[a-z0-9-]+\.png$/);

  // It survives a reload, and the form shows what was saved.
  await page.reload();
  await expect(sidebarLogo).toBeVisible();
  await page.goto(page.url().replace(/\/admin\/.*$/, '/admin/settings/brand'));
  await expect(modal.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveValue(
    '#1a1a1a',
  );
  await expect(modal.getByRole('textbox', { name: 'Slogan' })).toHaveValue(
    'Goods from the harbour',
  );

  // Removed again: the default logo is back in the sidebar.
  await modal
    .getByRole('region', { name: 'Logo' })
    .getByRole('button', { name: 'Remove image' })
    .click();
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').getByText('Brand saved', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebarLogo).toHaveCount(0);
});

test('a member of staff without the brand policy cannot open brand', async ({ page, signIn }) => {
  await signIn(STAFF, '/settings/brand');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'Primary colour', exact: true })).toHaveCount(0);
});
