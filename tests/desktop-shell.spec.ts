import { expect, OWNER, test } from './support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

// The built app must carry the kit's stylesheet: without it the shell falls apart into a bulleted list
// above the page, which no behavioural test would notice.
test('on a desktop the sidebar stands beside the page, 240 px wide', async ({ page, signIn }) => {
  await signIn(OWNER, '/customers');
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();

  const nav = await sidebar.boundingBox();
  const main = await page.getByRole('main').boundingBox();
  // The page column starts 240 px in; the sidebar fills the strip before it, up to its 1 px border.
  expect(main!.x).toBe(240);
  expect(nav!.x).toBe(0);
  expect(nav!.x + nav!.width).toBe(239);
  expect(main!.y).toBeLessThan(100);
  // The skip link is there for the keyboard, out of sight until it has focus.
  await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeInViewport();
});

test("the profile menu's outside links lead where the server's configuration says, in a new tab", async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/home');
  await page.getByRole('button', { name: OWNER.name }).click();
  // HELP_CENTER_URL is set for the test server; FEEDBACK_URL is not and keeps its default.
  const help = page.getByRole('menuitem', { name: 'Help center' });
  await expect(help).toHaveAttribute('href', 'https://help.shop.test/center');
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('menuitem', { name: 'Feedback' })).toHaveAttribute(
    'href',
    'https://feedback.example.com',
  );
});
