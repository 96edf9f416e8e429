import { expect, type Page } from '@playwright/test';

export const mainNavigation = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' });

/**
 * Every admin page the main navigation links to, as app paths ("/products"): each accordion group is
 * opened in turn, since a closed one renders no links. Outside links (the storefront preview) are not
 * admin pages.
 */
export async function sidebarPaths(page: Page): Promise<string[]> {
  const nav = mainNavigation(page);
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  // The accordion groups (not the store switcher, which has aria-expanded too).
  const groups = nav.getByRole('listitem').locator('button[aria-expanded]');
  const paths = new Set<string>();
  const collect = async () => {
    const hrefs = await nav
      .locator('a[href]:not([target="_blank"])')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    for (const href of hrefs) paths.add(new URL(href).pathname.replace(/^\/admin/, ''));
  };
  await collect();
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await collect();
  }
  return [...paths];
}
