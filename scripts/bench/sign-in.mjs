// How a benchmark signs in: as the demo owner, through the real accounts form (its CSRF cookie and
// field), the code its redirect carries, and auth/verify. Resolves with the access token.

export const API = '/api/admin/v1';
export const DEMO_OWNER = { email: 'owner@example.com', password: 'owner-pass-123' };

/** `server` is what scripts/test-server.mjs `startServer` resolves with. */
export async function signInAsOwner(server) {
  const form = await fetch(`${server.accountsUrl}/`);
  const cookie = /accounts_csrf=([^;]+)/.exec(form.headers.get('set-cookie') ?? '')?.[1];
  const csrf = /name="csrf" value="([^"]*)"/.exec(await form.text())?.[1];
  const posted = await fetch(`${server.accountsUrl}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `accounts_csrf=${cookie}`,
    },
    body: new URLSearchParams({ csrf, ...DEMO_OWNER }),
  });
  const code = new URL(posted.headers.get('location') ?? '', server.accountsUrl).searchParams.get(
    'code',
  );
  if (!code) throw new Error(`sign-in failed (${posted.status})`);
  const verified = await fetch(`${server.baseUrl}${API}/auth/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  if (!verified.ok) throw new Error(`auth/verify failed (${verified.status})`);
  return (await verified.json()).access_token;
}

/**
 * Signs the demo owner in through the app and the accounts form in `page`, whose browser context then
 * keeps the refresh cookie. Lands on the orders list; resolves with the orders it loaded, newest first.
 */
export async function signInInBrowser(page, server) {
  await page.goto(`${server.baseUrl}/admin/orders`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await page.getByLabel('Email').fill(DEMO_OWNER.email);
  await page.getByLabel('Password').fill(DEMO_OWNER.password);
  const orders = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${API}/orders` && r.request().method() === 'GET',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/orders`);
  const { items } = await (await orders).json();
  if (!items?.length) throw new Error('the seeded shop has no orders');
  return items;
}

/**
 * Skips the demo shop's guided tour as a merchant would (it starts 2 s after the shop's data came,
 * on every page, and takes the focus) and waits until the shop has saved that.
 */
export async function skipTour(page) {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === `${API}/shop` && r.request().method() === 'PUT',
  );
  await page
    .locator('[data-tour-tooltip]')
    .getByRole('button', { name: 'Skip Tour' })
    .click({ timeout: 30_000 });
  if (!(await saved).ok()) throw new Error('skipping the tour was not saved');
}
