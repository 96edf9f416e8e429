import { expect, OWNER, test } from './support/fixtures';
import { mainNavigation } from './support/sidebar';
import { joinByInvitation, settingsModal } from './support/staff';

const settings = settingsModal;

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
  const member = await joinByInvitation(browser, server.baseUrl, link, 'robin-pass-123');
  try {
    // In the sidebar Customers is open to them, Products is not.
    // (One accordion group is open at a time.)
    const nav = mainNavigation(member.page);
    await nav.getByRole('button', { name: 'Catalog' }).click();
    await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Products' })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'Products' })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Customers' }).click();
    await nav.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(member.page.getByRole('table', { name: 'Customers' })).toBeVisible();
    await member.page.goto(`${server.baseUrl}/admin/products`);
    await expect(member.page.getByText('Access to this page requires permission.')).toBeVisible();

    // The API agrees: customers yes, products no.
    expect((await member.api('customers/count')).status()).toBe(200);
    expect((await member.api('products/count')).status()).toBe(403);

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
    expect((await member.api('customers/count')).status()).toBe(401);
  } finally {
    await member.context.close();
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
