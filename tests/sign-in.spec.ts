import { axeFindings } from './support/axe';
import { expect, fillSignInForm, OWNER, test } from './support/fixtures';

test('a signed-out owner is sent to the accounts page and lands back on customers', async ({
  page,
  server,
}) => {
  await page.goto(`${server.baseUrl}/admin/customers`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  const signInAddress = new URL(page.url());
  expect(signInAddress.searchParams.get('from')).toBe('/customers');
  // The admin says which language it speaks, and the sign-in page speaks it.
  expect(signInAddress.searchParams.get('lang')).toBe('en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await fillSignInForm(page, OWNER);

  await page.waitForURL(`${server.baseUrl}/admin/customers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(21);
});

test('a wrong password shows an error and signs nobody in', async ({ page, server }) => {
  await page.goto(`${server.accountsUrl}/?from=/customers`);
  await fillSignInForm(page, { email: OWNER.email, password: 'not-the-password' });

  await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
  expect(new URL(page.url()).origin).toBe(server.accountsUrl);
  await expect(page.getByLabel('Email')).toHaveValue(OWNER.email);
});

test('logging out returns to the sign-in page, and the session is gone', async ({
  page,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/home');
  await page.getByRole('button', { name: OWNER.name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();

  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();

  // The refresh cookie was revoked: opening the admin again asks for a sign-in.
  await page.goto(`${server.baseUrl}/admin/customers`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
});

test('two tabs opened at once both stay signed in (the rotating cookie is not mistaken for theft)', async ({
  page,
  context,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/customers');
  const second = await context.newPage();
  await Promise.all([page.reload(), second.goto(`${server.baseUrl}/admin/customers`)]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    expect(tab.url()).toBe(`${server.baseUrl}/admin/customers`);
  }
  // And the session still refreshes afterwards.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test('a reload keeps the session through the refresh cookie, without storing the token', async ({
  page,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/customers');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  expect(page.url()).toBe(`${server.baseUrl}/admin/customers`);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).not.toMatch(/eyJ/); // no JWT in web storage
});

test('the sign-in page switches to Azerbaijani from the keyboard, keeps the way back, and signs in', async ({
  page,
  server,
}) => {
  await page.goto(`${server.accountsUrl}/?from=/customers`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await axeFindings(page)).toEqual([]);

  // From the e-mail field (focused on arrival) the language link is reached with Tab alone.
  const azerbaijani = page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Azərbaycanca' });
  await expect(page.getByLabel('Email')).toBeFocused();
  for (let presses = 0; presses < 10; presses++) {
    if (await azerbaijani.evaluate((link) => link === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(azerbaijani).toBeFocused();
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.searchParams.get('lang') === 'az');
  expect(new URL(page.url()).searchParams.get('from')).toBe('/customers');
  await expect(page.locator('html')).toHaveAttribute('lang', 'az');
  await expect(page.getByRole('heading', { level: 1, name: 'Daxil olun' })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // A wrong password is told in Azerbaijani; the form stays in it.
  await page.getByLabel('E-poçt').fill(OWNER.email);
  await page.getByLabel('Şifrə').fill('not-the-password');
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-poçt və ya şifrə yanlışdır.');

  await page.getByLabel('Şifrə').fill(OWNER.password);
  await page.getByRole('button', { name: 'Daxil ol' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/customers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
});

test.describe('a browser that speaks Azerbaijani', () => {
  test.use({ locale: 'az-AZ' });

  test('is sent to a sign-in page in Azerbaijani, and so is one with the lang cookie', async ({
    page,
    context,
    server,
  }) => {
    await page.goto(`${server.baseUrl}/admin/customers`);
    await page.waitForURL((url) => url.origin === server.accountsUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', 'az');
    await expect(page.getByRole('heading', { level: 1, name: 'Daxil olun' })).toBeVisible();
    await expect(page.getByLabel('E-poçt')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Daxil ol' })).toBeVisible();

    // The page opened directly follows the browser's language (Accept-Language) too.
    await page.goto(`${server.accountsUrl}/?from=/customers`);
    await expect(page.getByRole('heading', { level: 1, name: 'Daxil olun' })).toBeVisible();

    // The admin's lang cookie wins over the browser's language.
    const { hostname } = new URL(server.accountsUrl);
    await context.addCookies([{ name: 'lang', value: 'en', domain: hostname, path: '/' }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});
