import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

const SUBCATEGORY_PARENT_REQUIRED = 'Parent collection is required when marking as sub-collection';

/** A title no seeded or other test's collection has. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function chooseOption(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: field, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function startCollection(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await chooseOption(page, 'Collection type', 'Manual');
  await page.getByRole('switch', { name: 'This is a sub-collection' }).click();
}

test('a sub-collection without a parent is refused on the parent field, and nothing is saved', async ({
  page,
  context,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/collections/new');
  const title = uniqueTitle('Orphan');
  await startCollection(page, title);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const parent = page.getByRole('combobox', { name: 'Parent collection' });
  await expect(parent).toHaveAttribute('aria-invalid', 'true');
  await expect(parent).toBeFocused();
  await expect(parent).toHaveAccessibleDescription(new RegExp(SUBCATEGORY_PARENT_REQUIRED));
  await expect(page).toHaveURL(/\/admin\/collections\/new$/);
  // What was typed stays.
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);

  // Another tab finds no such collection.
  const list = await context.newPage();
  await list.goto(`${server.baseUrl}/admin/collections?q=${encodeURIComponent(title)}`);
  await expect(list.getByRole('table', { name: 'Collections' })).toContainText('No results');
});

test('a collection created under a parent opens, and the list shows it', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/collections');
  await page.getByRole('link', { name: 'Create collection' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New collection' })).toBeVisible();
  const title = uniqueTitle('Linen Shirts');
  await startCollection(page, title);

  const parent = page.getByRole('combobox', { name: 'Parent collection' });
  await parent.fill('Clothing');
  await page.getByRole('option', { name: 'Clothing', exact: true }).click();
  await expect(parent).toHaveValue('Clothing');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  // No unsaved-changes prompt: the new collection's own page opens.
  await expect(page).toHaveURL(/\/admin\/collections\/(?!new)[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Clothing > ${title}`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Parent collection' })).toHaveValue('Clothing');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  await page.getByRole('main').getByRole('link', { name: 'Collections' }).click();
  await page.getByRole('searchbox').fill(title);
  const table = page.getByRole('table', { name: 'Collections' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('Active');
});

test('the list keeps its filter and search when coming back from a collection', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/collections');
  const table = page.getByRole('table', { name: 'Collections' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await chooseOption(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/status=inactive/);
  await page.getByRole('searchbox').fill('beach');
  await expect(page).toHaveURL(/q=beach/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByText('1 result', { exact: true })).toBeVisible();
  const listUrl = page.url();

  await table.getByRole('link', { name: 'Beach Days' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beach Days' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Collections' }).click();

  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('searchbox')).toHaveValue('beach');
  await expect(page.getByRole('combobox', { name: 'Status' })).toContainText('Inactive');
  await expect(table.getByRole('link', { name: 'Beach Days' })).toBeVisible();
});

test('a collection with sub-collections is not deleted, and the dialog says why', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/collections?q=clothing');
  await page
    .getByRole('table', { name: 'Collections' })
    .getByRole('link', { name: 'Clothing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete collection' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Clothing?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/has sub-collections/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/collections\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Clothing' })).toBeVisible();
});

test('the AI helper writes the description and search texts from the title, asking before replacing them', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/collections/new');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  const generate = page.getByRole('button', { name: 'Generate collection info' });

  // Without a title there is nothing to write from: the title field says so.
  await generate.click();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();

  await title.fill('  Linen Shirts  ');
  await generate.click();
  const description = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(description).toContainText('Linen Shirts');
  const metaTitle = page.getByRole('textbox', { name: 'Page title' });
  await expect(metaTitle).not.toHaveValue('');

  await metaTitle.fill('My own title');
  await generate.click();
  const confirm = page.getByRole('alertdialog', { name: 'Replace the texts you wrote?' });
  await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(confirm).toBeHidden();
  await expect(metaTitle).not.toHaveValue('My own title');

  // Nothing is saved yet: leaving asks first.
  await page.getByRole('main').getByRole('link', { name: 'Collections' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('table', { name: 'Collections' })).toBeVisible();
});
