import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, OWNER, test } from './support/fixtures';

/**
 * Whole pages, as a merchant sees them, pass axe: the stories check each kit part alone, this checks
 * what they make together (landmarks, headings, names, contrast in context). Read-only: it changes no
 * data, so it runs beside the other files.
 */
/** By area, one test each: they run in parallel, and a failure names its area. */
const AREAS: Record<string, { path: string; ready: (page: Page) => Promise<void> }[]> = {
  'home and catalog': [
    { path: '/home', ready: heading(/.+/) },
    { path: '/products', ready: heading('Products') },
    { path: '/products/new', ready: heading(/product/i) },
    { path: '/collections', ready: heading('Collections') },
    { path: '/inventory', ready: heading('Inventory') },
  ],
  'orders and customers': [
    { path: '/orders', ready: heading('Orders') },
    { path: '/customers', ready: heading('Customers') },
    { path: '/customer-groups', ready: heading('Customer groups') },
  ],
  discounts: [
    { path: '/discount-code', ready: heading(/^Discount Codes/) },
    { path: '/discount-code/new', ready: heading('New discount code') },
    // BUNDLE3 of the seed: a minimum quantity and chosen collections, so every section shows.
    { path: '/discount-code/cpn_66398994390d15', ready: heading('BUNDLE3') },
    { path: '/discount-threshold', ready: heading(/^Threshold Discounts/) },
    { path: '/discount-settings', ready: heading('Discount Settings') },
    { path: '/discount-analytics', ready: heading('Discount Analytics') },
  ],
  settings: [
    { path: '/settings/general', ready: heading('General') },
    { path: '/settings/general/address', ready: heading('Address') },
    { path: '/settings/staff', ready: heading('Staff') },
    { path: '/settings/taxes', ready: heading('Taxes') },
    { path: '/settings/locations', ready: heading('Locations') },
    { path: '/settings/security', ready: heading('Security') },
    { path: '/settings/account', ready: heading(/account/i) },
  ],
  'shipping settings': [
    { path: '/settings/shipping', ready: heading('Shipping') },
    { path: '/settings/shipping/create', ready: heading('Create shipping zone') },
    { path: '/settings/shipping/shz_european_union', ready: heading('European Union') },
    { path: '/settings/shipping/providers/dhl-express', ready: heading('DHL Express') },
    {
      path: '/settings/shipping/providers/dhl-express/setup',
      ready: heading('Set up DHL Express'),
    },
  ],
  'commerce settings': [
    { path: '/settings/payments', ready: heading('Payments') },
    { path: '/settings/integrations', ready: heading('Integrations') },
    { path: '/settings/plans', ready: heading('Plans') },
    { path: '/settings/billing', ready: heading('Billing') },
    { path: '/settings/app-store', ready: heading('App store') },
  ],
  'online presence settings': [
    { path: '/settings/brand', ready: heading('Brand') },
    { path: '/settings/domain', ready: heading('Domain') },
    { path: '/settings/policies', ready: heading('Policies') },
    { path: '/settings/policies/privacy', ready: heading(/privacy/i) },
  ],
};

function heading(name: string | RegExp) {
  return async (page: Page) => {
    await expect(page.getByRole('heading', { level: 1, name }).first()).toBeVisible();
    // Lists and forms fill in after the heading: wait until nothing is loading any more.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
}

for (const [area, pages] of Object.entries(AREAS)) {
  test(`every page of ${area} passes axe`, async ({ page, signIn }) => {
    await signIn(OWNER, pages[0]!.path);
    const found: string[] = [];
    for (const { path, ready } of pages) {
      await test.step(path, async () => {
        if (!page.url().endsWith(`/admin${path}`))
          await page.goto(page.url().replace(/\/admin\/.*$/, `/admin${path}`));
        await ready(page);
        for (const finding of await axeFindings(page)) {
          found.push(
            `${path}: ${finding.rule} (${finding.impact}) ${finding.help} → ${finding.targets.join(', ')}`,
          );
        }
      });
    }
    expect(found).toEqual([]);
  });
}
