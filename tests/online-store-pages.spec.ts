import { axeFindings } from './support/axe';
import { expect, OWNER, STAFF, test } from './support/fixtures';

/** A handle no seeded or other test's page has (tests run in parallel on one shop). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test('a page with a taken handle is refused, with a free one saved, then deleted', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/pages');
  const list = page.getByRole('table', { name: 'Pages' });
  await expect(list.getByRole('link', { name: 'About us' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Create page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New page' })).toBeVisible();
  // The loading bar leaves once the page is shown (it once ran on when its 400 ms ended mid-commit).
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  // The handle follows the title: "About us" makes the seeded page's handle, which is taken.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('About us');
  const handle = page.getByRole('textbox', { name: 'URL handle' });
  await expect(handle).toHaveValue('about-us');
  await save.click();
  await expect(handle).toHaveAccessibleDescription(/URL already taken$/);
  await expect(handle).toBeFocused();
  expect(await axeFindings(page)).toEqual([]);

  // A free handle is saved; the page opens as itself.
  const free = `about-us-${unique()}`;
  await handle.fill(free);
  await page.getByRole('textbox', { name: 'Page title' }).fill('About our shop');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Page created' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages\/pge_[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'URL handle' })).toHaveValue(free);

  // The storefront serves it at its handle (under the sidebar's preview link).
  const pageUrl = page.url();
  const store = await page
    .getByRole('link', { name: 'Preview (opens in a new tab)' })
    .getAttribute('href');
  await page.goto(new URL(`${store!}pages/${free}`, pageUrl).toString());
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page).toHaveTitle(/About our shop/);
  await page.goto(pageUrl);

  // Deleting asks first, then the list no longer has it.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this page?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/pages$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(free);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('table', { name: 'Pages' }).getByText(`/pages/${free}`)).toHaveCount(
    0,
  );
});

test('staff without the theme policy sees the overlay on the pages', async ({ page, signIn }) => {
  await signIn(STAFF, '/pages');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Pages' })).toHaveCount(0);
});
