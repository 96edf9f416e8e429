import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';
import { mainNavigation } from './support/sidebar';

const API = '/api/admin/v1';

/** The settings modal, where every staff page is. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

test('the owner invites a member with only Customers, who joins, may use only that, and is removed', async ({
  page,
  browser,
  server,
  signIn,
}) => {
  const email = `robin.${Date.now()}@example.com`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: server.baseUrl,
  });
  await signIn(OWNER, '/settings/staff');
  const modal = settings(page);
  await expect(modal.getByRole('table', { name: 'Staff members' })).toContainText('Alex Morgan');
  await modal.getByRole('link', { name: 'Add staff member' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/staff\/new$/);

  // Nothing chosen: the picker says so, and nothing is sent.
  await modal.getByLabel('Email').fill(email);
  await modal.getByLabel('First name').fill('Robin');
  await modal.getByLabel('Last name').fill('Diaz');
  await modal.getByRole('button', { name: 'Create invitation' }).click();
  await expect(modal.getByText('Choose at least one permission')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/settings\/staff\/new$/);

  // The groups explain each policy; Customers alone is chosen.
  const sales = modal.getByRole('group', { name: 'Sales and customers' });
  await expect(sales.getByText('View and edit customers and customer groups.')).toBeVisible();
  await sales.getByRole('checkbox', { name: 'Customers' }).click();
  await modal.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/staff\/inv_\w+$/);
  await expect(modal.getByRole('heading', { name: 'Robin Diaz', level: 1 })).toBeVisible();
  await expect(modal.getByText('Invited', { exact: true })).toBeVisible();

  // The link to pass on: copied to the clipboard as shown in its field.
  const linkField = modal.getByLabel('Invitation link');
  const link = await linkField.inputValue();
  expect(link).toMatch(new RegExp(`^${server.accountsUrl}/invitation\\?token=[\\w-]{43}$`));
  await modal.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // The member, in a browser of their own: set a password, and land signed in.
  const memberContext = await browser.newContext();
  try {
    const member = await memberContext.newPage();
    await member.goto(link);
    await expect(member.getByRole('heading', { name: 'Join Demo Shop' })).toBeVisible();
    await member.getByLabel('Password', { exact: true }).fill('robin-pass-123');
    await member.getByLabel('Confirm password').fill('robin-pass-123');
    const verified = member.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
    await member.getByRole('button', { name: 'Create account and sign in' }).click();
    const { access_token: token } = (await (await verified).json()) as { access_token: string };
    await member.waitForURL(`${server.baseUrl}/admin/home`);

    // In the sidebar Customers is open to them, Products is not.
    // (One accordion group is open at a time.)
    const nav = mainNavigation(member);
    await nav.getByRole('button', { name: 'Catalog' }).click();
    await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Products' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Customers' }).click();
    await nav.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(member.getByRole('table', { name: 'Customers' })).toBeVisible();
    await member.goto(`${server.baseUrl}/admin/products`);
    await expect(member.getByText('Access to this page requires permission.')).toBeVisible();

    // The API agrees: customers yes, products no.
    const api = (path: string) =>
      memberContext.request.get(`${server.baseUrl}${API}/${path}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await api('customers/count')).status()).toBe(200);
    expect((await api('products/count')).status()).toBe(403);

    // The owner sees them joined, and removes them.
    await page.goto(`${server.baseUrl}/admin/settings/staff`);
    const row = modal.getByRole('row', { name: /Robin Diaz/ });
    await expect(row).toContainText('Active');
    await row.getByRole('link', { name: 'Robin Diaz' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/staff\/acct_\w+$/);
    await modal.getByRole('button', { name: 'Remove staff member' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove Robin Diaz?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/staff$/);
    await expect(modal.getByRole('table', { name: 'Staff members' })).not.toContainText(
      'Robin Diaz',
    );
    // Their access ends at once.
    expect((await api('customers/count')).status()).toBe(401);
  } finally {
    await memberContext.close();
  }
});

test('the owner cannot be changed or removed; an invitation can get a new link', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/staff');
  const modal = settings(page);
  await modal.getByRole('link', { name: 'Alex Morgan (you)' }).click();
  await expect(modal.getByText('Alex Morgan owns the shop and may do everything.')).toBeVisible();
  await expect(modal.getByRole('button', { name: /Remove/ })).toHaveCount(0);
  await expect(modal.getByRole('checkbox')).toHaveCount(0);

  // The seeded invitation: its link was never shown, a new one is.
  await page.goto(page.url().replace(/staff\/[^/]+$/, 'staff'));
  await modal.getByRole('link', { name: 'Jordan Lee' }).click();
  await expect(modal.getByLabel('Invitation link')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Create a new link' }).click();
  await expect(modal.getByLabel('Invitation link')).toHaveValue(/\/invitation\?token=/);
});
