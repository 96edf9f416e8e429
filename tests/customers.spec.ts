import { expect, OWNER, test } from './support/fixtures';

test.beforeEach(async ({ signIn }) => {
  await signIn(OWNER, '/customers');
});

test('search narrows the list, keeps it in the URL, and the count follows', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const firstEmail = (
    await table.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()
  ).trim();

  await page.getByRole('searchbox').fill(firstEmail);
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(firstEmail).replace('.', '\\.')}`),
  );
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(firstEmail);
  await expect(page.getByText('1 result', { exact: false })).toBeVisible();

  await page.getByRole('searchbox').fill('no-such-customer-xyz');
  await expect(page.getByText('No results')).toBeVisible();
});

test('next and previous pages move by cursor and come back to the same rows', async ({ page }) => {
  const table = page.getByRole('table', { name: 'Customers' });
  await expect(table.getByRole('row')).toHaveCount(21);
  const firstPage = await table.getByRole('row').allInnerTexts();
  // The pager says where the page is.
  await expect(page.getByText(/^1–20 of [\d,]+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/starting_after=/);
  await expect(page.getByText(/^21–40 of [\d,]+$/)).toBeVisible();
  await expect
    .poll(async () => (await table.getByRole('row').allInnerTexts()).slice(1))
    .not.toEqual(firstPage.slice(1));
  await expect(table.getByRole('row')).toHaveCount(21);

  await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/ending_before=/);
  await expect.poll(() => table.getByRole('row').allInnerTexts()).toEqual(firstPage);
  await expect(page.getByText(/^1–20 of [\d,]+$/)).toBeVisible();
});

test('a customer opens with their stats and orders, and back keeps the list state', async ({
  page,
}) => {
  const table = page.getByRole('table', { name: 'Customers' });
  const firstLink = () => table.getByRole('row').nth(1).getByRole('link').first();
  const firstOfPageOne = (await firstLink().innerText()).trim();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/starting_after=/);
  await expect(firstLink()).not.toHaveText(firstOfPageOne);
  const listUrl = page.url();

  const row = table.getByRole('row').nth(1);
  const name = (await row.getByRole('link').first().innerText()).trim();
  await row.getByRole('link').first().click();

  await expect(page).toHaveURL(/\/admin\/customers\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(/@example\.(com|net|org)$/);
  await expect(page.getByText('Total spent')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL(listUrl);
});
