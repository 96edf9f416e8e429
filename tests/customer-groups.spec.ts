import type { Locator, Page } from '@playwright/test';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const NAME_TAKEN = 'Another customer group already uses this name';

/** A name no seeded group or other test's group has (tests run in parallel on one shop). */
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** An option's own label: its first text (the e-mail or a note follows on a second line). */
const optionLabel = (option: Locator) =>
  option.evaluate((element) => element.firstChild?.textContent?.trim() ?? '');

/**
 * Searches the customer picker and picks the first customer it offers that can be picked; returns
 * that customer's name as the picker showed it.
 */
async function pickCustomer(page: Page, scope: Page | Locator, search: string) {
  await scope.getByRole('combobox', { name: 'Find customers' }).fill(search);
  const choosable = page.getByRole('option').and(page.locator(':not([aria-disabled="true"])'));
  await expect(choosable.first()).toBeVisible();
  const name = await optionLabel(choosable.first());
  // By name, not position: the options may change under the pointer while a search settles.
  await choosable.filter({ hasText: name }).first().click();
  await expect(scope.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  return name;
}

async function createGroup(page: Page, name: string) {
  await page.getByRole('main').getByRole('link', { name: 'Create group' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New customer group' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

function membersOf(page: Page, name: string) {
  return page.getByRole('table', { name: `Members of ${name}` });
}

test('a group created with a member opens, and the list shows it with its count', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups');
  await page.getByRole('main').getByRole('link', { name: 'Create group' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New customer group' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();

  const name = uniqueName('Trade fair leads');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Met at the spring trade fair.');
  const member = await pickCustomer(page, page, 'a');
  await expect(page.getByText('1 customer picked')).toBeVisible();

  await save.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Customer group created' }),
  ).toBeVisible();
  // No unsaved-changes prompt: the new group's own page opens.
  await expect(page).toHaveURL(/\/admin\/customer-groups\/(?!new)[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('1 customer in this group')).toBeVisible();
  const row = membersOf(page, name).getByRole('row').filter({ hasText: member });
  await expect(row.getByRole('link', { name: member })).toHaveAttribute(
    'href',
    /\/admin\/customers\/[^/]+$/,
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

  // The list finds it by name with its member count, and keeps the search when coming back.
  await page.getByRole('main').getByRole('link', { name: 'Customer groups' }).click();
  const table = page.getByRole('table', { name: 'Customer groups' });
  // The group's page (with its own member search) stays until the list has loaded.
  await expect(table).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  await expect(page).toHaveURL(/[?&]q=/);
  const listed = table.getByRole('row').filter({ hasText: name });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Met at the spring trade fair.');
  await expect(listed.getByRole('cell').nth(2)).toHaveText('1');
  await listed.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Customer groups' }).click();
  await expect(table).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('searchbox')).toHaveValue(name);
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(1);
});

test('customers are added to a saved group and removed from it, with undo', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups');
  const name = uniqueName('Autumn mailing');
  await createGroup(page, name);
  await expect(page.getByText('No customers in this group yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add customers' }).click();
  const dialog = page.getByRole('dialog', { name: `Add customers to ${name}` });
  await expect(dialog).toBeVisible();
  // Nothing picked yet: the contract's rule says so on the field.
  await dialog.getByRole('button', { name: 'Add customers' }).click();
  const search = dialog.getByRole('combobox', { name: 'Find customers' });
  await expect(search).toHaveAccessibleDescription(/Choose at least one customer/);
  await expect(search).toBeFocused();

  const first = await pickCustomer(page, dialog, 'e');
  const second = await pickCustomer(page, dialog, 'e');
  await dialog.getByRole('button', { name: 'Add 2 customers' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '2 customers added to the group' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('2 customers in this group')).toBeVisible();
  const members = membersOf(page, name);
  await expect(members.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await expect(members.getByRole('row').filter({ hasText: second })).toHaveCount(1);

  // The search marks a member as already in the group, and it cannot be picked again.
  await page.getByRole('button', { name: 'Add customers' }).click();
  await dialog.getByRole('combobox', { name: 'Find customers' }).fill(first);
  const marked = page.getByRole('option').filter({ hasText: first }).first();
  await expect(marked).toContainText('already in this group');
  await expect(marked).toHaveAttribute('aria-disabled', 'true');
  // Escape closes the list, not the dialog around it.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await members.getByRole('button', { name: `Remove ${first} from the group` }).click();
  const removed = page.getByRole('status').filter({ hasText: `${first} removed from the group` });
  await expect(removed).toBeVisible();
  await expect(page.getByText('1 customer in this group')).toBeVisible();
  // Undo straight away (the toast goes by itself after a while); the second removal below checks
  // that a removed member's row goes.
  await removed.getByRole('button', { name: 'Undo' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `${first} is back in the group` }),
  ).toBeVisible();
  await expect(members.getByRole('row').filter({ hasText: first })).toHaveCount(1);
  await expect(page.getByText('2 customers in this group')).toBeVisible();

  await members.getByRole('button', { name: `Remove ${second} from the group` }).click();
  await expect(members.getByRole('row').filter({ hasText: second })).toHaveCount(0);
  await expect(page.getByText('1 customer in this group')).toBeVisible();

  // The list counts what is left.
  await page.getByRole('main').getByRole('link', { name: 'Customer groups' }).click();
  const table = page.getByRole('table', { name: 'Customer groups' });
  await expect(table).toBeVisible();
  await page.getByRole('searchbox').fill(name);
  const listed = table.getByRole('row').filter({ hasText: name });
  await expect(listed.getByRole('cell').nth(2)).toHaveText('1');
});

test('a name another group has is refused on the name field, keeping what was typed', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/customer-groups/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  const description = page.getByRole('textbox', { name: 'Description' });
  // The demo shop has a group called "VIP"; names are unique in any case.
  await name.fill('vip');
  await description.fill('A second VIP list');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription(new RegExp(NAME_TAKEN));
  await expect(page).toHaveURL(/\/admin\/customer-groups\/new$/);
  await expect(name).toHaveValue('vip');
  await expect(description).toHaveValue('A second VIP list');
});

test('staff without the customer policy sees the overlay on customer groups', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/customer-groups');

  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customer groups' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customer groups', exact: true })).toHaveCount(0);
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Customer groups' })).toHaveCount(
    1,
  );
});
