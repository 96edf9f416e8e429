import type { Page } from '@playwright/test';
import { expect, OWNER, secondBrowser, test } from './support/fixtures';
import { pngFile } from './support/products-images';

/** A title no seeded or other test's product has. */
const uniqueTitle = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

const notifications = (page: Page) => page.getByRole('status', { name: 'Notifications' });
const alerts = (page: Page) => page.getByRole('alert', { name: 'Notifications' });
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const descriptionField = (page: Page) =>
  page.getByRole('textbox', { name: 'Description', exact: true });
const gallery = (page: Page) => page.getByRole('list', { name: 'Images' });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const galleryInput = (page: Page) => page.locator('input[type="file"]');

/** Start a new product with the fields the contract requires. */
async function startProduct(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Create product' })).toBeVisible();
  await titleField(page).fill(title);
  await page.getByRole('textbox', { name: /^Price/ }).fill('12.50');
}

async function saveNewProduct(page: Page): Promise<string> {
  await saveButton(page).click();
  await expect(notifications(page)).toContainText('Product created');
  await page.waitForURL(/\/admin\/products\/prd_[^/]+$/);
  return new URL(page.url()).pathname.replace('/admin', '');
}

test('a product with two images, the second made the default, keeps that order after a reload', async ({
  page,
  signIn,
}) => {
  // The rich-text editor and everything else must run under the admin CSP (no inline script).
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(OWNER, '/products/new');
  const served = await page.request.get(page.url());
  expect(served.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(served.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
  await startProduct(page, uniqueTitle('Linen apron'));
  await descriptionField(page).click();
  await page.keyboard.type('Heavy linen, ');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('washed');
  await expect(descriptionField(page).locator('strong')).toHaveText('washed');

  // Hold the uploads a moment, so the pending tiles can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/admin/v1/uploads', async (route) => {
    await held;
    await route.continue();
  });

  await galleryInput(page).setInputFiles(pngFile('small.png', 48, 1));
  const small = page.locator('[data-upload-item]').filter({ has: page.locator('img') });
  await expect(small).toHaveCount(1);
  await expect(small.locator('img')).toHaveAttribute('src', /^blob:/);
  release();
  await expect(gallery(page).getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();

  // Over 200,000 bytes: no local preview, the file's name stands in while it uploads.
  let releaseLarge!: () => void;
  const heldLarge = new Promise<void>((resolve) => (releaseLarge = resolve));
  await page.unroute('**/api/admin/v1/uploads');
  await page.route('**/api/admin/v1/uploads', async (route) => {
    await heldLarge;
    await route.continue();
  });
  const large = pngFile('large.png', 270, 2);
  expect(large.buffer.length).toBeGreaterThan(200_000);
  await galleryInput(page).setInputFiles(large);
  const pending = page.locator('[data-upload-item]');
  await expect(pending).toContainText('large.png');
  await expect(pending.locator('img')).toHaveCount(0);
  await expect(pending.getByRole('progressbar', { name: 'Uploading...' })).toBeVisible();
  releaseLarge();

  const first = gallery(page).getByRole('img', { name: 'Image 1 of 2' });
  const second = gallery(page).getByRole('img', { name: 'Image 2 of 2' });
  await expect(second).toBeVisible();
  const smallSrc = await first.getAttribute('src');
  const largeSrc = await second.getAttribute('src');
  expect(largeSrc).toMatch(/^\/uploads\//);

  await gallery(page).getByRole('button', { name: 'Set as default' }).click();
  await expect(first).toHaveAttribute('src', largeSrc!);
  await expect(second).toHaveAttribute('src', smallSrc!);

  const path = await saveNewProduct(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Product');
  await expect(gallery(page).getByRole('img', { name: 'Image 1 of 2' })).toHaveAttribute(
    'src',
    largeSrc!,
  );
  await expect(gallery(page).getByRole('img', { name: 'Image 2 of 2' })).toHaveAttribute(
    'src',
    smallSrc!,
  );
  await expect(gallery(page).getByText('Default')).toHaveCount(1);
  // The image really loads (a valid PNG, served by the app's own origin).
  const loaded = await gallery(page)
    .getByRole('img', { name: 'Image 1 of 2' })
    .evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(loaded).toBe(270);
  await expect(descriptionField(page).locator('strong')).toHaveText('washed');
  expect(path).toMatch(/^\/products\/prd_/);
  expect(violations).toEqual([]);
});

test('a title edited and left: the prompt appears, Leave discards the change', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products');
  const table = page.getByRole('table', { name: 'Products' });
  const row = table.getByRole('row').nth(3);
  const title = (await row.getByRole('cell').nth(1).innerText()).trim();
  await row.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(saveButton(page)).toBeDisabled();

  await titleField(page).fill(`${title} (changed)`);
  await expect(saveButton(page)).toBeEnabled();

  // A reload (or closing the tab) asks the browser to confirm too.
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true }).catch(() => undefined);
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();

  await page.getByRole('link', { name: 'Back to products' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Leave with unsaved changes?' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Leave' }).click();
  await expect(table).toBeVisible();

  await table.getByRole('row').nth(3).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(titleField(page)).toHaveValue(title);
});

test('an image over 2 MB is refused with its message; a file the server refuses shows as failed', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products/new');
  const tooLarge = pngFile('poster.png', 920, 3);
  expect(tooLarge.buffer.length).toBeGreaterThan(2_500_000);
  await galleryInput(page).setInputFiles(tooLarge);
  await expect(page.getByText('poster.png')).toBeVisible();
  await expect(page.getByText('Max size must be 2 MB.')).toBeVisible();
  await expect(page.locator('[data-upload-item]')).toHaveCount(0);

  // A .png that is no image passes the browser's checks; the server reads its bytes and refuses it.
  await galleryInput(page).setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  const failed = page.locator('[data-upload-item][data-status="error"]');
  await expect(failed).toContainText('Upload failed');
  await expect(failed.getByRole('button', { name: 'Retry upload' })).toBeVisible();
  await expect(alerts(page)).toContainText(
    'The file must be a png, jpeg, webp, avif or svg image.',
  );
  await expect(gallery(page).getByRole('img', { name: /^Image \d/ })).toHaveCount(0);
});

test('the AI description fills the description field', async ({ page, signIn }) => {
  await signIn(OWNER, '/products/new');
  const title = uniqueTitle('Merino scarf');
  await titleField(page).fill(title);
  await page
    .getByRole('textbox', { name: 'What should the description mention? (optional)' })
    .fill('  soft and warm for winter  ');
  await page.getByRole('button', { name: 'Generate description' }).click();

  await expect(descriptionField(page)).toContainText(`${title}, available at`);
  await expect(descriptionField(page)).toContainText(/soft and warm for winter/i);
  await expect(notifications(page)).toContainText('Description written');
  await expect(saveButton(page)).toBeEnabled();

  await page.getByRole('button', { name: 'Generate SEO' }).click();
  await expect(page.getByRole('textbox', { name: 'Page title' })).toHaveValue(new RegExp(title));
  await expect(page.getByRole('textbox', { name: 'Meta description' })).toHaveValue(/.+/);
});

test('two people save the same product: the second gets the conflict dialog, and both choices work', async ({
  page,
  browser,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/products/new');
  const original = uniqueTitle('Canvas tote');
  await startProduct(page, original);
  const path = await saveNewProduct(page);

  const other = await secondBrowser(browser, server.baseUrl, path);
  await expect(titleField(other.page)).toHaveValue(original);

  // The other person saves first.
  const theirs = `${original} (theirs)`;
  await titleField(other.page).fill(theirs);
  await saveButton(other.page).click();
  await expect(notifications(other.page)).toContainText('Product saved');

  // This form is stale now: its save is refused and the dialog asks whose version wins.
  await titleField(page).fill(`${original} (mine)`);
  await saveButton(page).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved changes' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Take theirs' }).click();
  await expect(conflict).toBeHidden();
  await expect(titleField(page)).toHaveValue(theirs);
  await expect(saveButton(page)).toBeDisabled();

  // Now the other form is the stale one; its person keeps their version on purpose.
  const mine = `${original} (kept)`;
  await titleField(other.page).fill(mine);
  await titleField(page).fill(`${theirs}!`);
  await saveButton(page).click();
  await expect(notifications(page)).toContainText('Product saved');
  await saveButton(other.page).click();
  const otherConflict = other.page.getByRole('alertdialog', { name: 'Someone else saved changes' });
  await expect(otherConflict).toBeVisible();
  await otherConflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(otherConflict).toBeHidden();
  await expect(notifications(other.page)).toContainText('Product saved');

  await page.reload();
  await expect(titleField(page)).toHaveValue(mine);
  await other.context.close();
});

test('the list keeps its search, status and sort in the URL when coming back from a product', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/products');
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('a');
  await expect(page).toHaveURL(/[?&]q=a(&|$)/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Hidden', exact: true }).click();
  await expect(page).toHaveURL(/[?&]status=hidden(&|$)/);
  await table.getByRole('button', { name: /^Orders/ }).click();
  await expect(page).toHaveURL(/[?&]sort=orders_count%3A(asc|desc)(&|$)/);
  const search = new URL(page.url()).search;

  // Every row of this view is hidden.
  const rows = table.getByRole('row');
  await expect(rows.nth(1).getByText('Hidden', { exact: true })).toBeVisible();
  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/products\/prd_/);
  await page.getByRole('link', { name: 'Back to products' }).click();

  await expect(page).toHaveURL(`${new URL(page.url()).origin}/admin/products${search}`);
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Hidden');
});

test('a search without results and a missing product say so', async ({ page, signIn }) => {
  await signIn(OWNER, `/products?q=${encodeURIComponent(uniqueTitle('no such product'))}`);
  await expect(page.getByRole('table', { name: 'Products' })).toContainText('No results');

  await page.goto(page.url().replace(/\/products.*/, '/products/does-not-exist'));
  await expect(page.getByRole('main').getByText('Product not found')).toBeVisible();
});

test('a search with more than a thousand matches says "1,000+", never a bare figure', async ({
  page,
  signIn,
}) => {
  // Nearly every seeded title holds an "e"; counting stops at the contract's cap.
  await signIn(OWNER, '/products?q=e');
  await expect(page.getByText('1,000+ results')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(page.getByText(/^[\d,]+ results$/)).toBeVisible();
});
