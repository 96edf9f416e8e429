import { expect, OWNER, test } from './support/fixtures';

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test('on a phone the sidebar is a drawer opened by the hamburger', async ({ page, signIn }) => {
  await signIn(OWNER, '/customers');
  const open = page.getByRole('button', { name: 'Open navigation' });
  await expect(open).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();

  await open.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await drawer.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(drawer).toBeHidden();
});
