import type { Page } from '@playwright/test';
import { axeFindings } from './support/axe';
import { expect, OWNER, STAFF, test } from './support/fixtures';

const API = '/api/admin/v1';

/** The settings modal, where the payments pages are. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/**
 * What axe finds on the page as it is now, as readable lines (none expected). The shell's navigation
 * progress bar sits outside the landmarks while a navigation is pending; it is the shell's, not these
 * pages', so it is given a moment to go and then left out.
 */
async function axeLines(page: Page): Promise<string[]> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const progress = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(progress)
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  const lines: string[] = [];
  for (const f of await axeFindings(page)) {
    const onlyProgress = await page.evaluate(
      (targets) =>
        targets.every(
          (target) => document.querySelector(target)?.getAttribute('role') === 'progressbar',
        ),
      f.targets,
    );
    if (!onlyProgress) lines.push(`${f.rule} (${f.impact}) ${f.help} → ${f.targets.join(', ')}`);
  }
  return lines;
}

/** Keys in Stripe's shapes. */
const LIVE = { publishable: 'pk_live_51E2eLiveKey0000', secret: 'sk_live_51E2eLiveSecret00009999' };
const TEST = {
  publishable: 'pk_test_51E2eTestKey0001',
  secret: 'sk_test_51E2eTestSecretAbcd4242',
  webhook: 'whsec_E2eWebhookSecretXyz1111',
};

test('the owner connects Stripe: keys of the wrong mode are refused, the secret comes back masked', async ({
  page,
  signIn,
}) => {
  let saves = 0;
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().endsWith(`${API}/settings/payments/stripe`)) saves += 1;
  });
  await signIn(OWNER, '/settings/payments');
  const modal = settings(page);
  const providers = modal.getByRole('list', { name: 'Payment providers' });
  // §2's 17 providers, each with where it works and its connection.
  await expect(providers.getByRole('listitem')).toHaveCount(17);
  const stripeRow = providers.getByRole('listitem').filter({ hasText: 'Stripe' });
  await expect(stripeRow).toContainText('More than 100 currencies');
  await expect(stripeRow).toContainText('Not connected');
  await expect(providers.getByRole('listitem').filter({ hasText: 'Payriff' })).toContainText(
    'Azerbaijan · AZN, USD, EUR',
  );
  expect(await axeLines(page)).toEqual([]);

  // What Stripe is and what connecting needs, then its setup.
  await stripeRow.getByRole('link', { name: 'Stripe', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments\/stripe$/);
  await expect(modal.getByRole('heading', { level: 1, name: 'Stripe' })).toBeVisible();
  await expect(modal.getByRole('region', { name: 'What connecting needs' })).toContainText(
    'Secret key (secret)',
  );
  expect(await axeLines(page)).toEqual([]);
  await modal.getByRole('link', { name: 'Set up Stripe' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments\/stripe\/setup$/);

  const form = modal.getByRole('form', { name: 'Set up Stripe' });
  const publishable = form.getByRole('textbox', { name: 'Publishable key' });
  // A secret's input (its Replace and Show buttons are named after the label too).
  const secret = form.getByRole('textbox', { name: 'Secret key' });
  const webhook = form.getByRole('textbox', { name: 'Webhook signing secret' });
  await expect(form.getByRole('combobox', { name: 'Mode' })).toHaveText('Test');
  await expect(secret).toHaveAccessibleDescription(
    'Starts with sk_test_ / rk_test_ in test mode, sk_live_ / rk_live_ in live mode. A restricted key (rk_) works too, with the rights you gave it.',
  );

  // Live keys in test mode: refused on their fields, with what to do; nothing is sent.
  await publishable.fill(LIVE.publishable);
  await secret.fill(LIVE.secret);
  await webhook.fill(TEST.webhook);
  await form.getByRole('switch', { name: 'Offer Stripe at checkout' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  const wrongMode =
    'This is a live key, but test mode is chosen: enter a test key or switch to live mode';
  await expect(publishable).toHaveAccessibleDescription(new RegExp(wrongMode));
  await expect(secret).toHaveAccessibleDescription(new RegExp(wrongMode));
  await expect(publishable).toBeFocused();
  expect(saves).toBe(0);
  expect(await axeLines(page)).toEqual([]);

  // The test keys: connected.
  await publishable.fill(TEST.publishable);
  await secret.fill(TEST.secret);
  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PUT' && res.url().endsWith('/settings/payments/stripe'),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // The answer itself holds no secret.
  const body = await answer.text();
  expect(body).not.toContain(TEST.secret);
  expect(body).not.toContain(TEST.webhook);
  await expect(page.getByText('Payment settings saved', { exact: true })).toBeVisible();

  // After a reload the secrets show only as their last 4 characters, each with Replace.
  await page.reload();
  await expect(secret).toHaveValue('••••4242');
  await expect(webhook).toHaveValue('••••1111');
  await expect(publishable).toHaveValue(TEST.publishable);
  await expect(form.getByRole('button', { name: 'Replace Secret key' })).toBeVisible();
  await expect(form.getByRole('switch', { name: 'Offer Stripe at checkout' })).toBeChecked();
  expect(await axeLines(page)).toEqual([]);

  // The list shows it connected, active, in test mode.
  await modal.getByRole('link', { name: 'Stripe', exact: true }).first().click();
  await modal.getByRole('link', { name: 'Payments' }).first().click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments$/);
  await expect(stripeRow).toContainText('Active');
  await expect(stripeRow).toContainText('Test mode');
  await expect(stripeRow.getByRole('button', { name: 'Disconnect Stripe' })).toBeVisible();
});

test('the owner turns cash on delivery on; a minimum above the maximum is refused', async ({
  page,
  signIn,
}) => {
  await signIn(OWNER, '/settings/payments');
  const modal = settings(page);
  const card = modal.getByRole('region', { name: 'Cash on delivery' });
  await expect(card).toContainText('Inactive');
  await expect(card).toContainText('Fee $3.00 · Orders up to $500.00');
  await card.getByRole('link', { name: 'Manage Cash on delivery' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/payments\/cash-on-delivery$/);

  const form = modal.getByRole('form', { name: 'Cash on delivery' });
  const min = form.getByRole('textbox', { name: 'Minimum order total' });
  const max = form.getByRole('textbox', { name: 'Maximum order total' });
  await expect(max).toHaveValue('500.00');
  await min.fill('600');
  await form.getByRole('switch', { name: 'Offer cash on delivery at checkout' }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(max).toHaveAccessibleDescription(/The minimum must be less than the maximum/);
  await expect(max).toBeFocused();
  expect(await axeLines(page)).toEqual([]);

  await min.fill('10');
  const saved = page.waitForResponse(
    (res) =>
      res.request().method() === 'PUT' && res.url().endsWith('/settings/payments/cash-on-delivery'),
  );
  await form.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Payment settings saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(min).toHaveValue('10.00');
  await expect(
    form.getByRole('switch', { name: 'Offer cash on delivery at checkout' }),
  ).toBeChecked();
  await modal.getByRole('link', { name: 'Payments' }).first().click();
  await expect(card).toContainText('Active');
  await expect(card).toContainText('Orders from $10.00 to $500.00');
});

test('a member of staff without payment sees Payments disabled and the API refuses them', async ({
  page,
  signIn,
  server,
}) => {
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await signIn(STAFF, '/settings/account');
  const { access_token: token } = (await (await verified).json()) as { access_token: string };
  const nav = settings(page).getByRole('navigation', { name: 'Settings navigation' });
  await expect(nav.locator('[aria-disabled="true"]', { hasText: /^Payments$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payments' })).toHaveCount(0);

  await page.goto(`${server.baseUrl}/admin/settings/payments/stripe/setup`);
  await expect(settings(page).getByText('Access to this page requires permission.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set up Stripe' })).toHaveCount(0);

  const api = (method: 'GET' | 'DELETE', path: string) =>
    page.request.fetch(`${server.baseUrl}${API}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}` },
    });
  for (const path of ['settings/payments', 'settings/payments/stripe']) {
    expect((await api('GET', path)).status(), path).toBe(403);
  }
});
