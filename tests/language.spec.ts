import { expect, OWNER, test } from './support/fixtures';

// A merchant whose browser speaks Azerbaijani, as a browser in Azerbaijan would.
test.use({ locale: 'az-AZ' });

const ENGLISH_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\b/;
const AZERBAIJANI_DATE =
  /^\d{1,2} (yan|fev|mar|apr|may|iyn|iyl|avq|sen|okt|noy|dek) \d{4}, \d{2}:\d{2}$/;

test('in Azerbaijani, the orders list writes its dates and amounts in Azerbaijani', async ({
  page,
  server,
}) => {
  await page.goto(`${server.baseUrl}/admin/orders`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await page.getByLabel('E-poçt').fill(OWNER.email);
  await page.getByLabel('Şifrə').fill(OWNER.password);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/orders`);
  // The demo shop's language is English, which the admin follows (§9) unless the address says.
  await page.goto(`${server.baseUrl}/admin/orders?lang=az`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');

  const table = page.getByRole('table', { name: 'Sifarişlər' });
  const firstDate = table.locator('tbody time').first();
  await expect(firstDate).toHaveText(AZERBAIJANI_DATE);
  // Not one date of the page has an English month (Debian's Chromium has no Azerbaijani ICU data:
  // left to itself it writes "2026 M11 24").
  for (const date of await table.locator('tbody time').allTextContents()) {
    expect(date).not.toMatch(ENGLISH_MONTH);
    expect(date).toMatch(AZERBAIJANI_DATE);
  }
  // Amounts group with dots and write cents after a comma: "1.234,50 $".
  await expect(
    table
      .locator('tbody')
      .getByText(/^\d{1,3}(\.\d{3})*,\d{2}\s\$$/)
      .first(),
  ).toBeVisible();
});
