import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** Titles no seeded item or other test's item has (tests run in parallel on one shop). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const menus = (page: Page) => page.getByRole('table', { name: 'Navigation' });
const items = (page: Page) => page.getByRole('list', { name: 'Menu items' });

/** Adds a top-level item linking to a web address through the item dialog. */
async function addUrlItem(page: Page, title: string, url: string) {
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu item' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: 'Links to' }).click();
  await page.getByRole('option', { name: 'Web address', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Web address' }).fill(url);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('a two-level menu is built with the keyboard alone and saved whole', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/navigation');
  // §9: newest first; the seed made the main menu, then the footer.
  const rows = menus(page).locator('tbody tr');
  await expect(rows.first()).toContainText('Footer');
  await page.getByRole('searchbox', { name: 'Search' }).fill('main');
  await expect(rows).toHaveCount(1);
  await expect(page).toHaveURL(/[?&]q=main/);
  await rows.first().getByRole('link', { name: 'Main menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Main menu' })).toBeVisible();
  await expect(items(page).getByRole('button', { name: 'Move Shop, level 1' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  const id = unique();
  const parent = `Sale ${id}`;
  const child = `Outlet ${id}`;
  // A web address that is neither a URL nor a path is refused in the dialog.
  await page.getByRole('button', { name: 'Add menu item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu item' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(parent);
  await dialog.getByRole('combobox', { name: 'Links to' }).click();
  await page.getByRole('option', { name: 'Web address', exact: true }).click();
  const url = dialog.getByRole('textbox', { name: 'Web address' });
  await url.fill('sale');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(url).toHaveAccessibleDescription(/or a path starting with \/$/);
  expect(await axeFindings(page)).toEqual([]);
  await url.fill('/collections/sale');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await addUrlItem(page, child, 'https://example.com/outlet');

  // Space picks the outlet up, → nests it one level in (under the sale), Space drops it.
  const handle = items(page).getByRole('button', { name: `Move ${child}, level 1` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(
    page.getByText(new RegExp(`^Picked up ${child}, position \\d+ of \\d+, level 1\\.$`)),
  ).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const nested = items(page).getByRole('button', { name: `Move ${child}, level 2` });
  await expect(nested).toBeFocused();

  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().includes(`${API}/navigations/menus/`),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const body = (await (await saved).json()) as {
    items: { title: string; link: { type: string; url?: string }; children: { title: string }[] }[];
  };
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const sale = body.items.find((item) => item.title === parent);
  expect(sale?.link).toMatchObject({ type: 'url', url: '/collections/sale' });
  expect(sale?.children.map((c) => c.title)).toEqual([child]);

  // What was saved is what a fresh load shows: the outlet on the second level.
  await page.reload();
  await expect(items(page).getByRole('button', { name: `Move ${child}, level 2` })).toBeVisible();
  await expect(items(page).getByRole('button', { name: `Move ${parent}, level 1` })).toBeVisible();

  // The storefront (the sidebar's preview link) shows the outlet inside the sale in its header menu.
  const preview = await page
    .getByRole('link', { name: 'Preview (opens in a new tab)' })
    .getAttribute('href');
  await page.goto(new URL(preview!, page.url()).toString());
  const saleItem = page.locator('.site-nav li', {
    has: page.getByRole('link', { name: parent, exact: true }),
  });
  await expect(saleItem.getByRole('link', { name: parent, exact: true })).toHaveAttribute(
    'href',
    /\/collections\/sale$/,
  );
  await expect(saleItem.locator('ul li').getByRole('link', { name: child })).toHaveAttribute(
    'href',
    'https://example.com/outlet',
  );
});

test('staff without the theme policy sees the overlay on the menus', async ({ page, signIn }) => {
  await signIn(STAFF, '/navigation');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(menus(page)).toHaveCount(0);
});
