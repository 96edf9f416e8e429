import type { Page } from '@playwright/test';
import { expect, OWNER, secondBrowser, STAFF, test } from './support/fixtures';
import { expectOnTop } from './support/on-top';

const API = '/api/admin/v1';

// The tests change the demo shop's one plan: they run one after another, each leaving it on Growth.
test.describe.configure({ mode: 'default' });

/** The settings modal, where the plans and billing pages are. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });
const plan = (page: Page, name: string) =>
  settings(page).getByRole('list', { name: 'Plans' }).getByRole('listitem', { name, exact: true });

/** Moves the shop to `name` through the plans page, confirming the change. */
async function choosePlan(page: Page, button: string, title: string) {
  await settings(page).getByRole('button', { name: button }).click();
  const confirm = page.getByRole('alertdialog', { name: title });
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(confirm).toBeHidden();
}

test('the plans side by side, the current one marked; a change is confirmed with its price and stays', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/plans');
  const modal = settings(page);
  await expect(modal.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const plans = modal.getByRole('list', { name: 'Plans' });
  await expect(plans.getByRole('heading', { level: 2 })).toHaveText(['Starter', 'Growth', 'Pro']);

  // The demo shop is on Growth: marked, and its button is no choice.
  const growth = plan(page, 'Growth');
  await expect(growth).toHaveAttribute('aria-current', 'true');
  await expect(growth).toContainText('Current plan');
  await expect(growth).toContainText('$59.00 / month');
  await expect(growth.getByRole('list', { name: 'What Growth includes' })).toContainText(
    '5 staff accounts',
  );
  await expect(growth.getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(plan(page, 'Pro')).not.toHaveAttribute('aria-current', 'true');
  // Starter allows two locations; the shop has three: it says so, and cannot be chosen.
  const starter = plan(page, 'Starter').getByRole('button', { name: 'Switch to Starter' });
  await expect(starter).toBeDisabled();
  await expect(starter).toHaveAccessibleDescription('Your shop has 3 locations; Starter allows 2.');

  // Upgrading asks first, with the price, from when, and what changes.
  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await expectOnTop(confirm);
  await expect(confirm).toHaveAccessibleDescription(
    /^The new plan applies at once\. From your next charge on \w{3} \d{1,2}, \d{4} you pay \$199\.00 \/ month instead of \$59\.00\.$/,
  );
  await expect(
    confirm.getByRole('list', { name: 'What changes' }).getByRole('listitem'),
  ).toHaveText([
    '5 staff accounts → 15 staff accounts',
    '5 locations → Unlimited locations',
    '1% transaction fee → 0.5% transaction fee',
    'Adds: Automation apps from the app store',
    'Adds: Priority support',
  ]);
  // Cancel changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(growth).toHaveAttribute('aria-current', 'true');

  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Your shop is now on Pro')).toBeVisible();
  await expect(plan(page, 'Pro')).toHaveAttribute('aria-current', 'true');
  await page.reload();
  await expect(plan(page, 'Pro')).toHaveAttribute('aria-current', 'true');
  await expect(plan(page, 'Pro')).toContainText('Current plan');
  await expect(plan(page, 'Growth')).not.toHaveAttribute('aria-current', 'true');

  // Back to Growth, as the demo shop was: a downgrade says what it takes away.
  await plan(page, 'Growth').getByRole('button', { name: 'Switch to Growth' }).click();
  const down = page.getByRole('alertdialog', { name: 'Switch to Growth?' });
  await expect(down.getByRole('listitem')).toContainText([
    'Removes: Automation apps from the app store',
    'Removes: Priority support',
  ]);
  await down.getByRole('button', { name: 'Change plan' }).click();
  await expect(down).toBeHidden();
  await expect(plan(page, 'Growth')).toHaveAttribute('aria-current', 'true');
});

test('a plan changed by someone else meanwhile is said in the confirmation, then confirmed on it', async ({
  page,
  browser,
  signIn,
  server,
}) => {
  await signIn(OWNER, '/settings/plans');
  await plan(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Upgrade to Pro?' });
  await expect(confirm).toBeVisible();

  // Another member of staff moves the shop up and back while this one is deciding.
  const other = await secondBrowser(browser, server.baseUrl, '/settings/plans');
  await choosePlan(other.page, 'Upgrade to Pro', 'Upgrade to Pro?');
  await choosePlan(other.page, 'Switch to Growth', 'Switch to Growth?');
  await other.context.close();

  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(
    "Someone changed this shop's plan while you were choosing. What changes is now shown from the plan it is on; confirm again to go ahead.",
  );
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Change plan' }).click();
  await expect(confirm).toBeHidden();
  await expect(plan(page, 'Pro')).toHaveAttribute('aria-current', 'true');

  await choosePlan(page, 'Switch to Growth', 'Switch to Growth?');
  await expect(plan(page, 'Growth')).toHaveAttribute('aria-current', 'true');
});

test('billing shows the plan, next charge, card and invoices; paying without Cashfree says so and changes nothing', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/billing');
  const modal = settings(page);
  await expect(modal.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const summary = modal.getByRole('definition');
  await expect(summary.nth(0)).toContainText('Growth');
  await expect(summary.nth(1)).toHaveText(/^\$59\.00 on \w{3} \d{1,2}, \d{4}$/);
  await expect(summary.nth(2)).toHaveText('Active');
  await expect(modal.getByText(/^Visa ending in 1111, expires 12\/\d{4}$/)).toBeVisible();
  // "Change plan" goes to the plans.
  await expect(modal.getByRole('link', { name: 'Change plan' })).toHaveAttribute(
    'href',
    /\/admin\/settings\/plans$/,
  );

  const invoices = modal.getByRole('table', { name: 'Invoices' });
  const rows = invoices.getByRole('row');
  await expect(rows).toHaveCount(8); // the header and seven invoices, newest first
  await expect(rows.nth(1)).toContainText('INV-1007');
  await expect(rows.nth(1)).toContainText('Growth');
  await expect(rows.nth(1)).toContainText('$59.00');
  await expect(rows.nth(1)).toContainText('Paid');
  await expect(rows.nth(1).getByRole('cell').nth(0)).toHaveText(/^\w{3} \d{1,2}, \d{4}$/);
  await expect(invoices.getByRole('row', { name: /INV-1004/ })).toContainText('Starter');
  await expect(invoices.getByRole('row', { name: /INV-1004/ })).toContainText('$19.00');
  await expect(invoices.getByRole('row', { name: /INV-1004/ })).toContainText('Void');

  // This server has no Cashfree account: the merchant is told, and nothing changes.
  const answered = page.waitForResponse(
    (res) =>
      res.url().endsWith(`${API}/billing/create-cashfree-order-for-billing-plan`) &&
      res.request().method() === 'POST',
  );
  await modal.getByRole('button', { name: 'Pay $59.00 with Cashfree' }).click();
  expect((await answered).status()).toBe(503);
  await expect(modal.getByRole('alert')).toHaveText(
    'Paying online is not available: Cashfree is not set up on this platform. Nothing was charged and your plan is unchanged. Please contact support.',
  );
  await page.reload();
  await expect(summary.nth(0)).toContainText('Growth');
  await expect(rows).toHaveCount(8);
  await expect(modal.getByRole('alert')).toHaveCount(0);
});

test('a member of staff without billing sees plans and billing disabled and cannot open them', async ({
  page,
  signIn,
  server,
}) => {
  let billingCalls = 0;
  page.on('request', (req) => {
    if (/\/api\/admin\/v1\/(plans|billing)/.test(req.url())) billingCalls += 1;
  });
  await signIn(STAFF, '/settings/account');
  const nav = settings(page).getByRole('navigation', { name: 'Settings navigation' });
  for (const name of ['Plans', 'Billing']) {
    await expect(
      nav.locator('[aria-disabled="true"]', { hasText: new RegExp(`^${name}$`) }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  }
  for (const path of ['/settings/plans', '/settings/billing']) {
    await page.goto(`${server.baseUrl}/admin${path}`);
    await expect(
      settings(page).getByText('Access to this page requires permission.'),
    ).toBeVisible();
  }
  // The pages' loaders never ran: nothing was asked of the billing API.
  expect(billingCalls).toBe(0);
});
