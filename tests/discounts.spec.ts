import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** A name and a code no seeded code or other test's code has (tests run in parallel on one shop). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const list = (page: Page) => page.getByRole('grid', { name: 'Discount codes' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

/** The list's rows, the header row left out. */
const bodyRows = (page: Page) => list(page).locator('tbody tr');

test('a code is refused with a bad value, saved with a good one, found by name and opened', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/discount-code');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Discount Codes \(\d+\)$/ }),
  ).toBeVisible();
  // §9: name ascending.
  await expect(list(page).getByRole('columnheader', { name: /^Name/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await page.getByRole('main').getByRole('link', { name: 'Create Discount' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New discount code' })).toBeVisible();
  const create = page.getByRole('button', { name: 'Create code' });
  await expect(create).toBeDisabled();

  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(`${API}/discounts/coupons`)) posts += 1;
  });
  const id = unique();
  const name = `Spring launch ${id}`;
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  // A code another code has already (whatever its case), and a percentage of 0.
  const code = page.getByRole('textbox', { name: 'Code', exact: true });
  await code.fill('welcome10');
  const percentage = page.getByRole('textbox', { name: 'Percentage off' });
  await percentage.fill('0');
  await create.click();
  await expect(percentage).toHaveAccessibleDescription('Must be at least 1');
  expect(posts).toBe(0);

  // The percentage is fixed; the server refuses the code on its field, which takes the focus.
  await percentage.fill('15');
  await create.click();
  await expect(code).toHaveAccessibleDescription(/Another discount code already uses this code$/);
  await expect(code).toBeFocused();
  expect(posts).toBe(1);

  await code.fill(`spring-${id}`);
  await create.click();
  await expect(page.getByRole('status').filter({ hasText: 'Discount code created' })).toBeVisible();
  const saved = `SPRING-${id.toUpperCase()}`;
  await expect(page.getByRole('heading', { level: 1, name: saved })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/discount-code\/(?!new)[^/?]+$/);
  const detailUrl = page.url();

  // Back to the list: the server finds it by its name whatever its case (one call for what was
  // typed, the search in the address), and by its code.
  await page.getByRole('link', { name: 'Discount Code', exact: true }).first().click();
  await expect(bodyRows(page).first()).toBeVisible();
  const searches: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith(`${API}/discounts/coupons-list`))
      searches.push(String(JSON.parse(req.postData() ?? '{}').q ?? ''));
  });
  await search(page).fill(name.toUpperCase());
  await expect(bodyRows(page)).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name.toUpperCase());
  expect(searches.filter(Boolean)).toEqual([name.toUpperCase()]);
  await search(page).fill(saved.toLowerCase());
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(name);
  await search(page).fill(name);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(name);
  await expect(bodyRows(page)).toHaveCount(1);
  const row = bodyRows(page).first();
  await expect(row).toContainText(saved);
  await expect(row).toContainText('Percentage');
  await expect(row).toContainText('15%');
  await expect(row).toContainText('Yes');
  // A click on the row (not on its link) opens the code.
  await row.getByRole('gridcell').filter({ hasText: 'Percentage' }).click();
  await expect(page).toHaveURL(detailUrl);
  await expect(page.getByRole('heading', { level: 1, name: saved })).toBeVisible();
});

test('codes generated from one are selected three at a time and deleted together', async ({
  page,
  signIn,
}) => {
  const id = unique();
  const name = `Newsletter ${id}`;
  await signIn(OWNER, '/discount-code/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Generate a random code' }).click();
  await expect(page.getByRole('textbox', { name: 'Code', exact: true })).toHaveValue(
    /^[A-Z2-9]{8}$/,
  );
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Fixed amount' }).click();
  await page.getByRole('textbox', { name: /^Amount off/ }).fill('5');
  await page.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discount code created' })).toBeVisible();

  // Three more with the same rules, each the prefix and a random part, offered as a CSV file.
  await page.getByRole('button', { name: 'Generate codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate discount codes' });
  const prefix = `NL${id.toUpperCase()}-`;
  await dialog.getByRole('textbox', { name: 'Prefix' }).fill(prefix);
  await dialog.getByRole('textbox', { name: 'How many codes' }).fill('3');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('3 codes generated')).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV of these codes' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  const generated = csv.match(new RegExp(`^${prefix}[A-Z2-9]{8}`, 'gm'));
  expect(generated).toHaveLength(3);
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Discount Code', exact: true }).first().click();
  await search(page).fill(name);
  await expect(bodyRows(page)).toHaveCount(4);
  for (const code of generated!) {
    await bodyRows(page).filter({ hasText: code }).getByRole('checkbox').check();
  }
  const bar = page.getByText('3 selected');
  await expect(bar).toBeVisible();

  // Discard clears the selection; select again and delete the three.
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(bar).toBeHidden();
  for (const code of generated!) {
    await bodyRows(page).filter({ hasText: code }).getByRole('checkbox').check();
  }
  await expect(bar).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete selected discount codes?',
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Discount codes deleted' }),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(1);
  for (const code of generated!) await expect(list(page)).not.toContainText(code);

  // The one left, deleted from its row after its own confirmation.
  const left = bodyRows(page).first();
  await left.getByRole('button', { name: /^Delete / }).click();
  const one = page.getByRole('alertdialog', {
    name: 'Are you sure you want to delete this discount code?',
  });
  await one.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Discount code deleted' })).toBeVisible();
  await expect(list(page).getByText('No results')).toBeVisible();
});

test('the staff member without the discount policy sees the overlay, not the codes', async ({
  page,
  signIn,
}) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes(`${API}/discounts/`)) calls += 1;
  });
  await signIn(STAFF, '/discount-code');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(
    page.getByText(
      'To obtain access, please send an email to the account owner requesting permission.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Discount codes' })).toHaveCount(0);
  // The loader does nothing without the policy: no call that would answer 403.
  expect(calls).toBe(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Discount Code' })).toHaveCount(1);
});
