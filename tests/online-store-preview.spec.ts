import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, OWNER } from './support/fixtures';
import { testOnOwnServer as test } from './support/own-server';
import { mainNavigation } from './support/sidebar';

/*
 * The sidebar's storefront preview link (SPEC §2 Shell): disabled when the shop sells by link.
 *
 * The shop's selling mode is the whole shop's: on the shared server every other test's preview link
 * would go dead with it. The seed's second store (the owner's Demo Outlet) already sells by link, but
 * no test can open it: the store switcher links to its own host, and sign-in always opens the
 * account's first store. So this test runs on a server of its own (a copy of the demo seed) and changes
 * the mode there through the Admin API, as the admin itself would (no admin screen sets it).
 */

const API = '/api/admin/v1';

interface ShopVersion {
  website_selling_mode: string;
  updated_at: number;
}

/** Sets the shop's selling mode as this signed-in page would: its bearer token and XSRF cookie. */
async function setSellingMode(
  page: Page,
  baseUrl: string,
  authorization: string,
  mode: 'online_store' | 'sell_by_link',
) {
  const url = `${baseUrl}${API}/shop`;
  const current = await page.request.get(url, { headers: { authorization } });
  expect(current.status()).toBe(200);
  const { updated_at } = (await current.json()) as ShopVersion;
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const saved = await page.request.put(url, {
    headers: { authorization, 'x-xsrf-token': xsrf ?? '' },
    data: { website_selling_mode: mode, updated_at },
  });
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as ShopVersion).website_selling_mode).toBe(mode);
}

test('the preview link is disabled for a shop that sells by link', async ({
  page,
  signIn,
  server,
}) => {
  const shopCall = page.waitForRequest(
    (r) => new URL(r.url()).pathname === `${API}/shop` && !!r.headers().authorization,
  );
  // On a page of the Online store group, which the sidebar opens by itself.
  await signIn(OWNER, '/themes');
  const authorization = (await shopCall).headers().authorization!;
  const nav = mainNavigation(page);
  const previewName = 'Preview (opens in a new tab)';

  // The demo shop sells through its online store: the link opens the storefront in a new tab.
  const link = nav.getByRole('link', { name: previewName });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', /^\/store\/[^/]+\/$/);

  await setSellingMode(page, server.baseUrl, authorization, 'sell_by_link');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Themes' })).toBeVisible();

  // Still there with its label, but not a link: nothing to follow. It takes the focus only to say
  // why it is off (issue 28: disabled entries explain themselves on hover and focus).
  const preview = nav.locator('[aria-disabled="true"]', { hasText: 'Preview' });
  await expect(preview).toContainText(previewName);
  await expect(nav.getByRole('link', { name: previewName })).toHaveCount(0);
  expect(await preview.evaluate((node) => node.closest('a, [href]'))).toBeNull();
  await preview.focus();
  await expect(preview).toHaveAccessibleDescription(
    'Your shop sells by link only: there is no storefront to preview.',
  );
  await preview.click();
  await expect(page).toHaveURL(`${server.baseUrl}/admin/themes`);
  expect(page.context().pages()).toHaveLength(1);
  expect(await axeFindings(page)).toEqual([]);

  // Selling through the online store again brings the link back.
  await setSellingMode(page, server.baseUrl, authorization, 'online_store');
  await page.reload();
  await expect(nav.getByRole('link', { name: previewName })).toHaveAttribute('target', '_blank');
  await expect(nav.locator('[aria-disabled="true"]', { hasText: 'Preview' })).toHaveCount(0);
});
