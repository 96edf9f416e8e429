import type { Page } from '@playwright/test';
import { expect, OWNER, test } from './support/fixtures';

// Issue 28: a long form (a product is about 2,200 px tall on a phone) saved only from its very
// bottom. Its save bar now sticks to the bottom of the screen while the form has changes, Save off
// until something changes (§2), and the fields are disabled while it saves (§4).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const form = (page: Page) => page.getByRole('form', { name: 'Product' });
const bar = (page: Page) => page.getByRole('group', { name: 'Save or discard changes' });
const saveButton = (page: Page) => bar(page).getByRole('button', { name: 'Save', exact: true });
const discardButton = (page: Page) => bar(page).getByRole('button', { name: 'Discard' });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const priceField = (page: Page) => page.getByRole('textbox', { name: /^Price/ });
const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A new product, saved from the bar without scrolling; resolves on its own page. */
async function createProduct(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create product' })).toBeVisible();
  // §2: nothing changed yet, nothing to save.
  await expect(saveButton(page)).toBeDisabled();
  await expect(discardButton(page)).toBeDisabled();

  await titleField(page).fill(title);
  await priceField(page).fill('12.50');
  // The price comes right after the details, before the gallery and the search listing.
  const priceTop = (await priceField(page).boundingBox())!.y;
  const mediaTop = (await page.getByRole('heading', { name: 'Images', exact: true }).boundingBox())!
    .y;
  expect(priceTop).toBeLessThan(mediaTop);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(titleField(page)).toBeInViewport();
  // The form is far taller than the screen, yet Save is on it: the bar sticks to the bottom.
  const formHeight = (await form(page).boundingBox())!.height;
  expect(formHeight).toBeGreaterThan(844);
  await expect(bar(page)).toContainText('Unsaved changes');
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  await expect(saveButton(page)).toBeEnabled();
  expect(await scrollY(page)).toBe(0);

  await saveButton(page).tap();
  await expect(notifications(page)).toContainText('Product created');
  await page.waitForURL(/\/admin\/products\/prd_[^/]+$/);
  // The URL changes before the product's page replaces the create form (a transition): until its
  // heading shows, a field found by its label may still be the create form's.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('saves a product from the sticky bar without scrolling; Discard restores the saved values', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products/new');
  const title = uniqueTitle('Phone apron');
  await createProduct(page, title);

  // Its own page: saved, so Save and Discard are off again, and the bar says nothing.
  await expect(titleField(page)).toHaveValue(title);
  await expect(saveButton(page)).toBeDisabled();
  await expect(bar(page)).not.toContainText('Unsaved changes');

  // A change, then Discard: back to what was saved.
  await titleField(page).fill(`${title} draft`);
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
  await discardButton(page).tap();
  await expect(titleField(page)).toHaveValue(title);
  await expect(priceField(page)).toHaveValue('12.50');
  await expect(saveButton(page)).toBeDisabled();
  await expect(bar(page)).not.toContainText('Unsaved changes');
});

test('disables the fields while the product saves, and the toast leaves the bar uncovered', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products/new');
  const title = uniqueTitle('Phone scarf');
  await createProduct(page, title);

  // Hold the save, to see the form while it is sent.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/v1/products/prd_*', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await titleField(page).fill(`${title} renamed`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveButton(page).tap();
  // §4: every field, not only the button.
  await expect(titleField(page)).toBeDisabled();
  await expect(priceField(page)).toBeDisabled();
  await expect(discardButton(page)).toBeDisabled();
  release();

  const toast = notifications(page).getByText('Product saved');
  await expect(toast).toBeVisible();
  await expect(titleField(page)).toBeEnabled();
  await expect(titleField(page)).toHaveValue(`${title} renamed`);
  // The toast sits at the top, over the header: the save bar at the bottom stays uncovered.
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox.y + toastBox.height).toBeLessThan(844 / 2);
});

test('refuses a price with more decimals than the currency has, on the field', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create product' })).toBeVisible();
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/admin/v1/products')) sent += 1;
  });
  await titleField(page).fill(uniqueTitle('Phone mug'));
  await priceField(page).fill('12.345');
  await saveButton(page).tap();
  await expect(priceField(page)).toHaveAccessibleDescription(
    /This price has more decimals than the currency has/,
  );
  await expect(priceField(page)).toBeFocused();
  // Not rounded to 12.35 behind the merchant's back, and nothing was sent.
  await expect(priceField(page)).toHaveValue('12.345');
  expect(sent).toBe(0);
});
