import { expect, STAFF, test } from './support/fixtures';

test('staff without the customer policy sees the overlay, and the entry is disabled', async ({
  page,
  signIn,
}) => {
  await signIn(STAFF, '/customers');

  await expect(page.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(
    page.getByText(
      'To obtain access, please send an email to the account owner requesting permission.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' })).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Customers', exact: true })).toHaveCount(0);
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Customer groups' })).toHaveCount(
    1,
  );
  // What staff may do stays a link (in the Catalog group, closed while on customers).
  await nav.getByRole('button', { name: 'Catalog' }).click();
  await expect(nav.getByRole('link', { name: /^Orders/ })).toHaveCount(1);
  await nav.getByRole('link', { name: /^Orders/ }).click();
  await expect(page).toHaveURL(/\/admin\/orders$/);
});
