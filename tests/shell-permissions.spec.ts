import { expect, OWNER, STAFF, test } from './support/fixtures';

// Issue 28: staff without a policy see who to ask, and why an entry is disabled.
test('the permission overlay names the owner with a mailto link, and does not look like loading', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/customers');
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { name: 'Access to this page requires permission.' }),
  ).toBeVisible();
  await expect(main.getByText(`Account owner: ${OWNER.name},`)).toBeVisible();
  await expect(main.getByRole('link', { name: OWNER.email })).toHaveAttribute(
    'href',
    `mailto:${OWNER.email}`,
  );
  // Nothing in it is busy or a skeleton: the page has settled on the notice.
  await expect(main.locator('[aria-busy="true"], .rt-Skeleton')).toHaveCount(0);
});

test('a disabled sidebar entry says why on keyboard focus', async ({ page, signIn }) => {
  await signIn(STAFF, '/orders');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Customers' }).click();
  const groups = nav.locator('[aria-disabled="true"]', { hasText: 'Customer groups' });
  const reason = 'You need permission to open this. Ask the account owner.';
  await expect(groups.getByRole('tooltip')).toBeHidden();
  // Reached with the keyboard (Tab from the group's button), described by its tooltip.
  await nav.getByRole('button', { name: 'Customers' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(groups).toBeFocused();
  await expect(groups.getByRole('tooltip')).toBeVisible();
  await expect(groups).toHaveAccessibleDescription(reason);
  // And on hover.
  await page.keyboard.press('Shift+Tab');
  await groups.hover();
  await expect(groups.getByRole('tooltip')).toBeVisible();
});
