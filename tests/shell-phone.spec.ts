import { expect, OWNER, test } from './support/fixtures';
import { expectOnTop } from './support/on-top';

// Issue 28: at 390×844 the store switcher lives in the navigation drawer; its menu used to open
// behind the drawer, where nothing in it could be tapped.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('switches store from the navigation drawer', async ({ page, signIn }) => {
  await signIn(OWNER, '/customers');
  await page.getByRole('button', { name: 'Open navigation' }).tap();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await drawer.getByRole('button', { name: /Current store/ }).tap();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // The owner owns both demo stores: the current one is marked, the other one is a tap away (the
  // last entry, "Manage stores", opens in a new tab).
  await expect(menu.locator('[aria-current="true"]')).toHaveCount(1);
  const other = menu
    .getByRole('menuitem')
    .and(page.locator(':not([aria-current]):not([target])'))
    .first();
  await expectOnTop(other);
  const href = (await other.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/[^/]+\/admin$/);

  // Each store's admin is on its own host: answer for it here, as that host would.
  await page.route(`${href}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>The other store</h1>' }),
  );
  await other.tap();
  await page.waitForURL(href);
  await expect(page.getByRole('heading', { name: 'The other store' })).toBeVisible();
});
