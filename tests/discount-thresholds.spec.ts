import type { Page } from '@playwright/test';
import { expect, OWNER, secondBrowser, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** A name no seeded tier or other test's tier has (tests run in parallel on one shop). */
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const table = (page: Page) => page.getByRole('grid', { name: 'Threshold discounts' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** The owner signed in at `path`, with the access token the sign-in gave (for reading orders). */
async function signInWithToken(
  page: Page,
  signIn: (user: typeof OWNER, path?: string) => Promise<void>,
  path: string,
): Promise<string> {
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await signIn(OWNER, path);
  return ((await (await verified).json()) as { access_token: string }).access_token;
}

test('a tier is refused with a bad value, added with a good one, opened, saved and deleted', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/discount-threshold');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Threshold Discounts \(\d+\)$/ }),
  ).toBeVisible();
  // The seeded tiers, by minimum: one running, one over (expired beside its Yes).
  await expect(rows(page).filter({ hasText: '$50 off orders over $500' })).toContainText('Yes');
  await expect(rows(page).filter({ hasText: 'Spring: 5% off over $400' })).toContainText('Expired');
  await expect(rows(page).filter({ hasText: 'Launch: $20 off over $150' })).toContainText('No');

  let posts = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(`${API}/discounts/thresholds`)) posts += 1;
  });
  await page.getByRole('main').getByRole('button', { name: 'Create threshold' }).click();
  const dialog = page.getByRole('dialog', { name: 'New threshold discount' });
  const name = `Big basket ${unique()}`;
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: /^Minimum order amount/ }).fill('750');
  const percentage = dialog.getByRole('textbox', { name: 'Percentage off' });
  // §5: a percentage is a whole 1–100 (the field takes no more than 100); 0 is refused on its field
  // before anything is sent.
  await percentage.fill('0');
  const add = dialog.getByRole('button', { name: 'Create threshold' });
  await add.click();
  await expect(percentage).toHaveAccessibleDescription('Must be at least 1');
  expect(posts).toBe(0);

  await percentage.fill('12');
  await add.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Discount threshold created' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(posts).toBe(1);
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText('$750.00');
  await expect(row).toContainText('12% off');
  await expect(row).toContainText('Yes');

  // A click on the row opens it; switched off and renamed, it saves.
  await row.getByRole('gridcell').filter({ hasText: '12% off' }).click();
  const edit = page.getByRole('dialog', { name: 'Threshold discount' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  await edit.getByRole('switch', { name: 'Active' }).click();
  await edit.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (paused)`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const paused = rows(page).filter({ hasText: `${name} (paused)` });
  await expect(paused).toContainText('No');

  // Deleted from its row after a confirmation.
  await paused.getByRole('button', { name: `Delete ${name} (paused)` }).click();
  const confirm = page.getByRole('alertdialog', {
    name: `Delete the threshold discount “${name} (paused)”?`,
  });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Threshold discount deleted' }),
  ).toBeVisible();
  await expect(table(page)).not.toContainText(name);
});

test('a tier saved by someone else meanwhile opens the conflict dialog; take theirs shows it', async ({
  page,
  signIn,
  browser,
  server,
}) => {
  await signIn(OWNER, '/discount-threshold');
  const name = `Weekend ${unique()}`;
  await page.getByRole('main').getByRole('button', { name: 'Create threshold' }).click();
  const dialog = page.getByRole('dialog', { name: 'New threshold discount' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: /^Minimum order amount/ }).fill('900');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Free shipping' }).click();
  await dialog.getByRole('button', { name: 'Create threshold' }).click();
  await expect(dialog).toBeHidden();
  // This browser opens the tier; meanwhile another one renames it.
  await rows(page)
    .filter({ hasText: name })
    .getByRole('gridcell')
    .filter({ hasText: name })
    .click();
  const mine = page.getByRole('dialog', { name: 'Threshold discount' });
  await expect(mine.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);

  const other = await secondBrowser(browser, server.baseUrl, '/discount-threshold');
  try {
    await rows(other.page)
      .filter({ hasText: name })
      .getByRole('gridcell')
      .filter({ hasText: name })
      .click();
    const theirs = other.page.getByRole('dialog', { name: 'Threshold discount' });
    await theirs.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (theirs)`);
    await theirs.getByRole('button', { name: 'Save' }).click();
    await expect(theirs).toBeHidden();
  } finally {
    await other.context.close();
  }

  await mine.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} (mine)`);
  await mine.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved changes' });
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(mine.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    `${name} (theirs)`,
  );
  await mine.getByRole('button', { name: 'Cancel' }).click();
  const row = rows(page).filter({ hasText: `${name} (theirs)` });
  await expect(row).toContainText('Free shipping');
  await row.getByRole('button', { name: `Delete ${name} (theirs)` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(table(page)).not.toContainText(name);
});

test('an order that met a threshold shows it and what it took off', async ({
  page,
  signIn,
  server,
}) => {
  const token = await signInWithToken(page, signIn, '/discount-threshold');
  const headers = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(`${server.baseUrl}${API}/${path}`, { headers });
    expect(res.status(), path).toBe(200);
    return (await res.json()) as T;
  };
  // The newest orders, until one that met a threshold (the seed gives the last two weeks' large ones).
  const { items } = await get<{ items: { id: string }[] }>('orders?limit=100');
  let met: { id: string; name: string; amount: number } | undefined;
  for (const { id } of items) {
    const order = await get<{
      discount_threshold: { name: string } | null;
      threshold_discount_amount: number;
    }>(`orders/${id}`);
    if (order.discount_threshold && order.threshold_discount_amount > 0) {
      met = { id, name: order.discount_threshold.name, amount: order.threshold_discount_amount };
      break;
    }
  }
  expect(met, 'a seeded order that met a threshold').toBeDefined();

  await page.goto(`${server.baseUrl}/admin/orders/${met!.id}`);
  const totals = page.getByRole('definition').filter({ hasText: /^-\$/ });
  const line = page
    .getByLabel('Totals')
    .locator('div')
    .filter({
      hasText: `Threshold discount (${met!.name})`,
    });
  await expect(line).toContainText(`-$${(met!.amount / 100).toFixed(2)}`);
  await expect(totals.first()).toBeVisible();
});

test('the settings say how discounts combine, saved and shown on the thresholds page', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/discount-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Discount Settings' })).toBeVisible();
  const combine = page.getByRole('switch', {
    name: 'Discount codes combine with threshold discounts',
  });
  const perOrder = page.getByRole('combobox', { name: 'Discount codes per order' });
  const applyOn = page.getByRole('combobox', { name: 'Discounts apply' });
  const save = page.getByRole('button', { name: 'Save' });
  // The defaults until the first save.
  await expect(combine).toBeChecked();
  await expect(perOrder).toHaveText('1');
  await expect(applyOn).toHaveText('Before tax (on the subtotal)');
  await expect(save).toBeDisabled();

  await combine.click();
  await perOrder.click();
  await page.getByRole('option', { name: '2' }).click();
  await applyOn.click();
  await page.getByRole('option', { name: 'After tax (on the subtotal with tax)' }).click();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // Stored for the shop: read again after a reload, and said on the thresholds page.
  await page.reload();
  await expect(combine).not.toBeChecked();
  await expect(perOrder).toHaveText('2');
  await expect(applyOn).toHaveText('After tax (on the subtotal with tax)');
  await page.getByRole('link', { name: 'Discount Threshold', exact: true }).first().click();
  await expect(
    page.getByText('An order with a discount code keeps whichever takes off more.'),
  ).toBeVisible();

  // Back as the seed had them, for the other tests.
  await page.getByRole('link', { name: 'Discount settings', exact: true }).click();
  await combine.click();
  await perOrder.click();
  await page.getByRole('option', { name: '1' }).click();
  await applyOn.click();
  await page.getByRole('option', { name: 'Before tax (on the subtotal)' }).click();
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
});

test('the staff member without the discount policy sees the overlay on both pages', async ({
  page,
  signIn,
}) => {
  let calls = 0;
  page.on('request', (req) => {
    if (req.url().includes(`${API}/discounts/`)) calls += 1;
  });
  await signIn(STAFF, '/discount-threshold');
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Threshold discounts' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(
    nav.locator('[aria-disabled="true"]', { hasText: 'Discount Threshold' }),
  ).toHaveCount(1);
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Discount Settings' })).toHaveCount(
    1,
  );
  await page.goto(page.url().replace('/discount-threshold', '/discount-settings'));
  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Discount Settings' })).toHaveCount(0);
  // The loaders do nothing without the policy: no call that would answer 403.
  expect(calls).toBe(0);
});
