import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, OWNER, test } from './support/fixtures';
import type { ServerState } from './support/state';

/**
 * The DNS the server's domain checks see (scripts/test-server.mjs points DNS_ZONE_FILE at this
 * file): what a merchant would add at their DNS provider. Nothing reaches the network.
 */
function setDns(server: ServerState, zone: Record<string, Record<string, string[]>>) {
  writeFileSync(join(server.dataDir, 'dns-zone.json'), JSON.stringify(zone));
}

test('a domain is refused until it is a host name, then connected and verified by its DNS records', async ({
  page,
  signIn,
  server,
}) => {
  await signIn(OWNER, '/settings/domain');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal.getByRole('heading', { level: 1, name: 'Domain' })).toBeVisible();
  await expect(page).toHaveTitle(/Domain/);
  // The seed's domains: the shop's own address (primary) and two custom ones.
  await expect(modal.getByText('demo-shop.myshop.test')).toBeVisible();
  await expect(modal.getByRole('article', { name: 'www.demo-shop.example' })).toContainText(
    'Verified',
  );

  // Connect: the §5 host name rule first, then the server's own refusal, each on the field.
  await modal.getByRole('button', { name: 'Connect domain' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a domain' });
  const field = connect.getByRole('textbox', { name: 'Domain' });
  await field.fill('https://harbor goods');
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(field).toHaveAccessibleDescription('Enter a domain such as shop.example.com');
  await expect(field).toBeFocused();
  await field.fill('WWW.Demo-Shop.Example');
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(field).toHaveAccessibleDescription('This domain is already connected to a shop');
  await expect(field).toBeFocused();
  await field.fill('Shop.Harbor-Goods.example');
  await connect.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(connect).toHaveCount(0);

  const host = 'shop.harbor-goods.example';
  const card = modal.getByRole('article', { name: host });
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Not checked yet');
  const records = card.getByRole('table', { name: `DNS records for ${host}` });
  const cname = records.getByRole('row', { name: /CNAME/ });
  const txt = records.getByRole('row', { name: /TXT/ });
  await expect(cname).toContainText('shops.myshop.test');
  await expect(txt).toContainText(`_shop-verification.${host}`);
  const token = (await txt.getByText(/^shop-verification=/).textContent())!.trim();

  // Checked before the records are there: nothing found, not verified.
  setDns(server, {});
  await card.getByRole('button', { name: 'Check DNS' }).click();
  await expect(card).toContainText('Not verified');
  await expect(cname).toContainText('Missing');
  await expect(txt).toContainText('Missing');
  await expect(card.getByRole('button', { name: 'Make primary' })).toBeDisabled();

  // The merchant adds the CNAME with a typo and the TXT record: the check says what it found.
  setDns(server, {
    [host]: { CNAME: ['shop.myshop.test'] },
    [`_shop-verification.${host}`]: { TXT: [token] },
  });
  await card.getByRole('button', { name: 'Check DNS' }).click();
  await expect(cname).toContainText('Different value');
  await expect(cname).toContainText('CNAME shop.myshop.test');
  await expect(txt).toContainText('Found');
  await expect(card).toContainText('Not verified');

  // Fixed: verified, and it can become the storefront's address.
  setDns(server, {
    [host]: { CNAME: ['shops.myshop.test'] },
    [`_shop-verification.${host}`]: { TXT: [token] },
  });
  await card.getByRole('button', { name: 'Check DNS' }).click();
  await expect(card).toContainText('Verified');
  await expect(cname).toContainText('Found');
  await expect(card).toContainText('Last checked');
  await card.getByRole('button', { name: 'Make primary' }).click();
  await expect(card).toContainText('Primary');

  // The sidebar's preview opens the storefront this server renders, under /store/<shop id>/, whichever
  // domain is primary: the server answers on its own origin (no DNS brings a shop's domain here).
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Online store' }).click();
  await expect(nav.getByRole('link', { name: /Preview/ })).toHaveAttribute(
    'href',
    /^\/store\/[^/]+\/$/,
  );

  // Removed, after a confirmation: the shop's own address is primary again.
  await page.goto(`${server.baseUrl}/admin/settings/domain`);
  await modal.getByRole('article', { name: host }).getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Remove ${host}?` });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(modal.getByRole('article', { name: host })).toHaveCount(0);
  await expect(modal.getByRole('region', { name: 'Store address' })).toContainText('Primary');
});

test('the shop handle is checked as it is typed', async ({ page, signIn }) => {
  await signIn(OWNER, '/settings/domain');
  const modal = page.getByRole('dialog', { name: 'Settings' });
  const handle = modal.getByRole('textbox', { name: 'Handle' });
  await expect(handle).toHaveValue('demo-shop');
  const save = modal.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();

  // Another shop's handle: §5 "URL already taken", on the field.
  await handle.fill('Demo-Outlet');
  await expect(handle).toHaveValue('demo-outlet');
  await expect(handle).toHaveAttribute('aria-invalid', 'true');
  await expect(modal.getByText('URL already taken')).toBeVisible();

  // A free one.
  await handle.fill('harbor-goods-shop');
  await expect(modal.getByText('harbor-goods-shop.myshop.test is free.')).toBeVisible();
  await expect(handle).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeEnabled();

  // Against the §5 slug rule: the form's own message, and nothing saved.
  await handle.fill('ab');
  await save.click();
  await expect(modal.getByText('Use at least 5 characters')).toBeVisible();
  await expect(handle).toBeFocused();

  // Discard goes back to the saved handle.
  await modal.getByRole('button', { name: 'Discard' }).click();
  await expect(handle).toHaveValue('demo-shop');
});
