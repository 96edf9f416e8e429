import type { Locator, Page } from '@playwright/test';
import { expect, OWNER, secondBrowser, STAFF, test } from './support/fixtures';

// Each test that changes an order finds it through a filter no other test here uses (pending,
// authorized, partially paid), so the tests run side by side; only "mark as paid, then fulfil"
// changes how many orders are unfulfilled (the sidebar badge it watches).

const ordersTable = (page: Page) => page.getByRole('table', { name: 'Orders' });
const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const alerts = (page: Page) => page.getByRole('alert', { name: 'Notifications' });
const main = (page: Page) => page.getByRole('main');
/** The first order row of the list (row 0 is the header). */
const firstRow = (page: Page) => ordersTable(page).getByRole('row').nth(1);
/** The badge's words, e.g. "12 unfulfilled orders", on the sidebar's Orders entry. */
const unfulfilledBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: /^Orders/ })
    .getByText(/^\d+ unfulfilled orders?$/);

async function badgeCount(page: Page): Promise<number> {
  await expect(unfulfilledBadge(page)).toBeVisible();
  return Number(/^\d+/.exec((await unfulfilledBadge(page).textContent()) ?? '')?.[0]);
}

/** Open an order from the list by its number (the row's link) and wait for its page. */
async function openOrder(page: Page, row: Locator): Promise<string> {
  const link = row.getByRole('link').first();
  const number = (await link.innerText()).trim();
  expect(number).toMatch(/^#\d+$/);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${number}`);
  return number;
}

/** A simple action: its button, then the confirmation naming the order. */
async function confirmAction(page: Page, button: string, question: string) {
  await main(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: question });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The order's payment and fulfilment badges, at the top of its page. */
const statusLine = (page: Page) => main(page).locator('[data-status]').first();

test('the page size is a choice kept in the URL, and the total sorts highest first', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/orders');
  await expect(firstRow(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByText(/^1–20 of [\d,]+$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
  await expect(ordersTable(page).getByRole('row')).toHaveCount(51);
  await expect(page.getByText(/^1–50 of [\d,]+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Total' }).click();
  await expect(page).toHaveURL(/sort=total%3Adesc/);
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);
});

test('a pickup order shows where it is collected, not a shipping address', async ({
  page,
  signIn,
}) => {
  // A page of 100 orders holds some pickup orders (the seed has them among the shipping ones).
  await signIn(OWNER, '/orders?limit=100');
  const pickup = ordersTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Pickup', exact: true }) })
    .first();
  await expect(pickup).toBeVisible();
  await openOrder(page, pickup);
  await expect(main(page).getByRole('heading', { name: 'Pickup location' })).toBeVisible();
  await expect(main(page).getByText('Main Warehouse')).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Shipping address' })).toHaveCount(0);
});

test('filtering by payment status survives a visit to an order and back', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/orders');
  await expect(firstRow(page).getByRole('link').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Payment' }).click();
  await page.getByRole('option', { name: 'Refunded', exact: true }).click();
  await expect(page).toHaveURL(/[?&]financial_status=refunded(&|$)/);
  await expect(async () => {
    const shown = await ordersTable(page).getByRole('row').filter({ hasText: '#' }).allInnerTexts();
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) expect(row).toMatch(/\bRefunded\b/);
    expect(shown.join('\n')).not.toMatch(/Partially refunded/);
  }).toPass();
  const listUrl = page.url();

  const number = await openOrder(page, firstRow(page));
  await expect(main(page).getByText('Refunded', { exact: true }).first()).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to orders' }).click();

  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveText('Refunded');
  await expect(firstRow(page).getByRole('link').first()).toHaveText(number);

  // The browser's Back does the same.
  await openOrder(page, firstRow(page));
  await page.goBack();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole('combobox', { name: 'Payment' })).toHaveText('Refunded');
});

test('an unpaid order marked as paid, then fulfilled: the unfulfilled badge drops by one', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/orders?financial_status=pending&fulfillment_status=unfulfilled');
  // Only an order that is shipped is fulfilled by hand (a pickup order is when it is picked up).
  const row = ordersTable(page).getByRole('row').filter({ hasText: 'Shipping' }).first();
  await expect(row).toBeVisible();
  const number = await openOrder(page, row);
  const before = await badgeCount(page);

  // Asked first: cancelling changes nothing and puts focus back on the button.
  const markAsPaid = main(page).getByRole('button', { name: 'Mark as paid' });
  await markAsPaid.click();
  await page.getByRole('alertdialog', { name: `Mark order ${number} as paid?` }).press('Escape');
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(markAsPaid).toBeFocused();

  await confirmAction(page, 'Mark as paid', `Mark order ${number} as paid?`);
  await expect(notifications(page)).toContainText(`Order ${number} is marked as paid`);
  await expect(statusLine(page)).toHaveText('Paid');
  await expect(main(page).getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText('Alex Morgan');
  expect(await badgeCount(page)).toBe(before);

  await main(page).getByRole('button', { name: 'Fulfil items' }).click();
  const dialog = page.getByRole('dialog', { name: `Fulfil items of order ${number}` });
  await expect(dialog).toBeVisible();
  // Everything that is left is chosen at first.
  const quantities = dialog.getByRole('spinbutton');
  const count = await quantities.count();
  expect(count).toBeGreaterThan(0);
  let items = 0;
  for (let i = 0; i < count; i++) {
    const value = Number(await quantities.nth(i).inputValue());
    expect(value).toBeGreaterThan(0);
    items += value;
  }
  await dialog.getByRole('textbox', { name: /^Carrier/ }).fill('UPS');
  await dialog.getByRole('textbox', { name: /^Tracking number/ }).fill('1Z999AA10123456784');
  await dialog
    .getByRole('textbox', { name: /^Tracking link/ })
    .fill('https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await dialog
    .getByRole('button', { name: items === 1 ? 'Fulfil 1 item' : `Fulfil ${items} items` })
    .click();

  await expect(dialog).toBeHidden();
  await expect(notifications(page)).toContainText(
    items === 1 ? '1 item fulfilled' : `${items} items fulfilled`,
  );
  await expect(main(page).locator('[data-status]').nth(1)).toHaveText('Fulfilled');
  await expect(
    main(page).getByRole('link', { name: 'UPS 1Z999AA10123456784' }).first(),
  ).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(main(page).getByRole('button', { name: 'Fulfil items' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Mark as delivered' })).toBeVisible();
  await expect(unfulfilledBadge(page)).toHaveText(
    before - 1 === 1 ? '1 unfulfilled order' : `${before - 1} unfulfilled orders`,
  );
});

test('the fulfil dialog puts bad quantities and links on their fields and sends nothing', async ({
  page,
  signIn,
}) => {
  // Paid, partly fulfilled shipping orders: something is left, and nobody else here touches them.
  await signIn(OWNER, '/orders?financial_status=paid&fulfillment_status=partially_fulfilled');
  const number = await openOrder(page, firstRow(page));
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/fulfill')) sent += 1;
  });

  await main(page).getByRole('button', { name: 'Fulfil items' }).click();
  const dialog = page.getByRole('dialog', { name: `Fulfil items of order ${number}` });
  const first = dialog.getByRole('spinbutton').first();
  const left = Number(await first.inputValue());
  await expect(first).toHaveAccessibleDescription(new RegExp(`${left} left to fulfil`));

  await first.fill(String(left + 1));
  await dialog.getByRole('textbox', { name: /^Tracking link/ }).fill('ups.com/track');
  await dialog.getByRole('button', { name: /^Fulfil \d+ items?$/ }).click();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toBeFocused();
  await expect(first).toHaveAccessibleDescription(/More than is left to fulfil/);
  await expect(dialog.getByRole('textbox', { name: /^Tracking link/ })).toHaveAccessibleDescription(
    /Enter a link starting with http:\/\/ or https:\/\//,
  );

  // Nothing at all is refused too, and the typed tracking stays.
  const all = dialog.getByRole('spinbutton');
  for (let i = 0; i < (await all.count()); i++) await all.nth(i).fill('0');
  await dialog.getByRole('textbox', { name: /^Tracking link/ }).fill('');
  await dialog.getByRole('button', { name: 'Fulfil 0 items' }).click();
  await expect(dialog.getByText('Choose at least one item to fulfil')).toBeVisible();
  await expect(first).toBeFocused();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it.
  await expect(main(page).getByRole('button', { name: 'Fulfil items' })).toBeFocused();
  expect(sent).toBe(0);
});

test('an action the state does not allow is not offered', async ({ page, signIn }) => {
  await signIn(OWNER, '/orders?financial_status=paid&fulfillment_status=fulfilled');
  await openOrder(page, firstRow(page));
  await expect(statusLine(page)).toHaveText('Paid');
  await expect(main(page).getByText('Fulfilled', { exact: true }).first()).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Fulfil items' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Mark as ready for pickup' })).toHaveCount(0);

  // A voided order gets no goods and takes no payment.
  await page.goto(page.url().replace(/\/orders\/.*$/, '/orders?financial_status=voided'));
  await openOrder(page, firstRow(page));
  await expect(statusLine(page)).toHaveText('Voided');
  for (const action of [
    'Mark as paid',
    'Fulfil items',
    'Mark as ready for pickup',
    'Mark as picked up',
  ])
    await expect(main(page).getByRole('button', { name: action })).toHaveCount(0);
});

test('an action someone else took meanwhile is refused with the reason, and the page shows their change', async ({
  page,
  signIn,
  browser,
  server,
}) => {
  await signIn(OWNER, '/orders?financial_status=partially_paid');
  const number = await openOrder(page, firstRow(page));
  const path = new URL(page.url()).pathname.replace('/admin', '');
  await expect(statusLine(page)).toHaveText('Partially paid');

  const other = await secondBrowser(browser, server.baseUrl, path);
  try {
    await confirmAction(other.page, 'Mark as paid', `Mark order ${number} as paid?`);
    await expect(statusLine(other.page)).toHaveText('Paid');
  } finally {
    await other.context.close();
  }

  // This page still offers the payment it was loaded with: the server refuses it (409), says why, and
  // the page reloads the order as the other browser left it.
  await confirmAction(page, 'Mark as paid', `Mark order ${number} as paid?`);
  await expect(alerts(page)).toContainText(
    'This order is already paid. Someone else changed this order meanwhile: the page now shows it as it is.',
  );
  await expect(statusLine(page)).toHaveText('Paid');
  await expect(main(page).getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(main(page).getByRole('list', { name: 'Timeline' })).toContainText(
    /Payment of .+ received/,
  );
});

test('a fulfilment someone else completed meanwhile is refused, and the page shows it fulfilled', async ({
  page,
  signIn,
  browser,
  server,
}) => {
  // The last row: the bad-quantities test above takes the first one of the same filter.
  await signIn(OWNER, '/orders?financial_status=paid&fulfillment_status=partially_fulfilled');
  await expect(firstRow(page).getByRole('link').first()).toBeVisible();
  const number = await openOrder(page, ordersTable(page).getByRole('row').last());
  const path = new URL(page.url()).pathname.replace('/admin', '');
  await main(page).getByRole('button', { name: 'Fulfil items' }).click();
  const dialog = page.getByRole('dialog', { name: `Fulfil items of order ${number}` });
  await expect(dialog).toBeVisible();

  // Meanwhile another member of staff fulfils everything that was left.
  const other = await secondBrowser(browser, server.baseUrl, path);
  try {
    await main(other.page).getByRole('button', { name: 'Fulfil items' }).click();
    const theirs = other.page.getByRole('dialog', { name: `Fulfil items of order ${number}` });
    await theirs.getByRole('button', { name: /^Fulfil \d+ items?$/ }).click();
    await expect(theirs).toBeHidden();
    await expect(main(other.page).locator('[data-status]').nth(1)).toHaveText('Fulfilled');
  } finally {
    await other.context.close();
  }

  await dialog.getByRole('button', { name: /^Fulfil \d+ items?$/ }).click();
  await expect(alerts(page)).toContainText(
    'Every item of this order is already fulfilled. Someone else changed this order meanwhile: the page now shows it as it is.',
  );
  await expect(dialog).toBeHidden();
  await expect(main(page).locator('[data-status]').nth(1)).toHaveText('Fulfilled');
  await expect(main(page).getByRole('button', { name: 'Fulfil items' })).toHaveCount(0);
});

test('staff with the order policy open an order, mark it as paid and write a note', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/orders?financial_status=authorized');
  const number = await openOrder(page, firstRow(page));
  await expect(statusLine(page)).toHaveText('Authorized');

  await confirmAction(page, 'Mark as paid', `Mark order ${number} as paid?`);
  await expect(notifications(page)).toContainText(`Order ${number} is marked as paid`);
  await expect(statusLine(page)).toHaveText('Paid');
  const timeline = main(page).getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem').first()).toContainText(/Payment of .+ received/);
  await expect(timeline.getByRole('listitem').first()).toContainText('by Sam Rivera');

  // The action moved the order's version: the note saves on top of it without a conflict.
  const note = `Gift wrap, ${Date.now().toString(36)}`;
  const field = main(page).getByRole('textbox', { name: 'Note for your team' });
  await field.fill(note);
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(notifications(page)).toContainText('Order note saved');
  await page.reload();
  await expect(main(page).getByRole('textbox', { name: 'Note for your team' })).toHaveValue(note);
  await expect(timeline.getByRole('listitem').first()).toContainText('Note changed');
});
