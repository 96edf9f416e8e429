import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** The settings modal, where the integrations and the app store are. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** The page as it is now passes axe (once nothing on it is loading any more). */
async function expectAxeClean(page: Page, what: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const findings = (await axeFindings(page)).map(
    (f) => `${what}: ${f.rule} (${f.impact}) ${f.help} → ${f.targets.join(', ')}`,
  );
  expect(findings).toEqual([]);
}

test('the owner sets the Google Analytics id, switches it on, and finds it saved', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/integrations');
  const modal = settings(page);
  await expect(modal.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  const list = modal.getByRole('list', { name: 'Integrations' });
  const card = (name: string) => list.getByRole('listitem').filter({ hasText: name });
  // The four of §2 with their status: the demo shop's tag manager and Meta pixel are on.
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(card('Google Analytics')).toContainText('Inactive');
  await expect(card('Google Analytics')).toContainText('Not set up');
  await expect(card('Google Tag Manager')).toContainText('Active');
  await expect(card('Google Tag Manager')).toContainText('Container ID: GTM-K7Q9M2F');
  await expect(card('Meta pixel')).toContainText('Active');
  await expect(card('TikTok pixel')).toContainText('Inactive');
  // The meta pixel's page is meta-pixel (the list keys it facebook-pixel).
  await expect(card('Meta pixel').getByRole('link', { name: 'Edit Meta pixel' })).toHaveAttribute(
    'href',
    '/admin/settings/integrations/meta-pixel',
  );
  await expectAxeClean(page, 'the list');

  await card('Google Analytics').getByRole('link', { name: 'Edit Google Analytics' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/integrations\/google-analytics$/);
  await expect(modal.getByRole('heading', { level: 1, name: 'Google Analytics' })).toBeVisible();
  await expect(page).toHaveTitle(/Google Analytics/);
  const id = modal.getByRole('textbox', { name: 'Measurement ID' });
  const active = modal.getByRole('switch', { name: 'Active' });
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(active).not.toBeChecked();
  await expect(save).toBeDisabled();

  // Too short: refused on the field in §5's words, and nothing is sent.
  let puts = 0;
  page.on('request', (req) => {
    if (
      req.method() === 'PUT' &&
      req.url().endsWith(`${API}/settings/integrations/google-analytics`)
    )
      puts += 1;
  });
  await id.fill('G1');
  await save.click();
  await expect(id).toHaveAccessibleDescription(/Value must be at least 3 characters/);
  await expect(id).toBeFocused();
  expect(puts).toBe(0);
  await expectAxeClean(page, 'the form with the refused value');

  // An id of another form only gets a hint; the right form takes it away.
  await id.fill('UA-1234567-1');
  await expect(id).toHaveAccessibleDescription(
    /This does not look like a measurement ID \(G- and 6 to 12 letters or digits\)\. You can still save it\./,
  );
  await expectAxeClean(page, 'the form with the format hint');
  await id.fill('G-QT1QG8RWBC');
  await expect(id).not.toHaveAccessibleDescription(/does not look like/);
  // By keyboard: the switch with Space, the form sent with Enter in the field.
  await active.focus();
  await page.keyboard.press('Space');
  await expect(active).toBeChecked();
  await id.press('Enter');
  await expect(page.getByText('Saved')).toBeVisible();
  await expect(save).toBeDisabled();
  expect(puts).toBe(1);

  // Saved: after a reload the page shows it, and so does the list.
  await page.reload();
  await expect(id).toHaveValue('G-QT1QG8RWBC');
  await expect(active).toBeChecked();
  await modal.getByRole('link', { name: 'Integrations' }).first().click();
  await expect(card('Google Analytics')).toContainText('Active');
  await expect(card('Google Analytics')).toContainText('Measurement ID: G-QT1QG8RWBC');
});

test('the app store says plainly that no widget is set up, and asks for no token', async ({
  page,
  signIn,
}) => {
  let tokens = 0;
  page.on('request', (req) => {
    if (req.url().includes(`${API}/settings/app-store/generateToken`)) tokens += 1;
  });
  await signIn(OWNER, '/settings/app-store');
  const modal = settings(page);
  await expect(modal.getByRole('heading', { level: 1, name: 'App store' })).toBeVisible();
  await expect(modal.getByText('The app store is not set up on this platform.')).toBeVisible();
  await expect(
    modal.getByText("Apps appear here once the platform's administrator connects the app store."),
  ).toBeVisible();
  await expect(modal.getByRole('region', { name: 'App store' })).toHaveCount(0);
  expect(tokens).toBe(0);
  await expectAxeClean(page, 'the app store');
});

test('a member of staff without the policies sees the entries disabled, and the API refuses them', async ({
  page,
  signIn,
  server,
}) => {
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await signIn(STAFF, '/settings/integrations');
  const { access_token: token } = (await (await verified).json()) as { access_token: string };

  const modal = settings(page);
  await expect(modal.getByText('Access to this page requires permission.')).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Integrations' })).toHaveCount(0);
  const nav = modal.getByRole('navigation', { name: 'Settings navigation' });
  for (const entry of ['Integrations', 'App store']) {
    await expect(nav.locator('[aria-disabled="true"]', { hasText: entry })).toHaveCount(1);
    await expect(nav.getByRole('link', { name: entry })).toHaveCount(0);
  }

  // The server holds the same line: 403 to every call, and nothing saved.
  const headers = { authorization: `Bearer ${token}` };
  const get = (path: string) => page.request.get(`${server.baseUrl}${API}/${path}`, { headers });
  expect((await get('settings/integrations')).status()).toBe(403);
  expect((await get('settings/integrations/google-analytics')).status()).toBe(403);
  expect((await get('settings/app-store/generateToken')).status()).toBe(403);
});
