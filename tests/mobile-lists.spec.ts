import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

// Issue 28: at 390×844 a list showed only its first columns (customers: name and e-mail) with no
// hint that the table scrolled, and an order's lines wrapped word by word with the total off-screen.
// Now each row is a card with every field, and the order's lines and totals fit the screen.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Nothing reaches past the screen's edge: the page does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
}

test("reads a customer's total spent on the phone", async ({ page, signIn }) => {
  await signIn(OWNER, '/customers');
  const table = page.getByRole('table', { name: 'Customers' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('link')).toBeVisible();

  // The card names the field beside its value, on screen without scrolling sideways.
  const spent = firstRow.locator('td[data-label="Total spent"]');
  await expect(spent).toHaveText(/^\$[\d,]+\.\d{2}$/);
  // The column's name is drawn above the value (CSS generated content, from data-label).
  expect(await spent.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(
    '"Total spent"',
  );
  await spent.scrollIntoViewIfNeeded();
  await expect(spent).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  // Where the page is, and the first tap on a money column puts the biggest spenders first.
  await expect(page.getByText(/^1–20 of [\d,]+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Total spent' }).tap();
  await expect(page).toHaveURL(/sort=total_spent%3Adesc/);
  await page.getByRole('button', { name: 'Next page' }).tap();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^21–40 of [\d,]+$/)).toBeVisible();
});

test("shows an order's lines and total on the phone", async ({ page, signIn }) => {
  await signIn(OWNER, '/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.locator('td[data-label="Total"]')).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await firstRow.getByRole('link').first().tap();
  await expect(page).toHaveURL(/\/admin\/orders\/[^/?]+$/);
  const totals = page.getByLabel('Totals');
  const total = totals
    .locator('div')
    .filter({ hasText: /^Total/ })
    .last();
  await total.scrollIntoViewIfNeeded();
  await expect(total).toBeInViewport({ ratio: 1 });
  await expect(total).toContainText(/\$[\d,]+\.\d{2}/);
  // Each line tells its quantity and price under the product, and nothing scrolls sideways.
  await expect(
    page.getByText(/^\d+ × \$[\d,]+\.\d{2} · \d+ of \d+ fulfilled$/).first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
});
