import { expect, OWNER, test } from './support/fixtures';
import { inviteMember, joinByInvitation, settingsModal } from './support/staff';

test('a member with only Taxes uses the taxes page and no other settings', async ({
  page,
  browser,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/settings/staff/new');
  const link = await inviteMember(
    page,
    { email: `tax.${Date.now()}@example.com`, firstName: 'Tara', lastName: 'Quinn' },
    [{ group: 'Store setup', label: 'Taxes' }],
  );
  const member = await joinByInvitation(browser, server.baseUrl, link, 'tara-pass-1234');
  try {
    await member.page.goto(`${server.baseUrl}/admin/settings/taxes`);
    const modal = settingsModal(member.page);
    await expect(modal.getByRole('table', { name: /tax rates/i })).toBeVisible();

    // In the settings sidebar Taxes is a link; the sections of other policies are shown disabled.
    const sections = modal.getByRole('navigation');
    await expect(sections.getByRole('link', { name: 'Taxes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['General', 'Staff', 'Locations', 'Payments', 'Domain']) {
      await expect(sections.getByRole('link', { name, exact: true })).toHaveCount(0);
      await expect(sections.locator('[aria-disabled="true"]', { hasText: name })).toHaveCount(1);
    }

    // A section they may not see, opened by its address, says so.
    await member.page.goto(`${server.baseUrl}/admin/settings/locations`);
    await expect(modal.getByText('Access to this page requires permission.')).toBeVisible();

    // The API agrees: the rates and the list of locations a rate's country starts from, nothing else.
    expect((await member.api('taxes')).status()).toBe(200);
    expect((await member.api('locations')).status()).toBe(200);
    expect((await member.api('settings/staff')).status()).toBe(403);
    expect((await member.api('settings/payments')).status()).toBe(403);
    expect((await member.api('products/count')).status()).toBe(403);
  } finally {
    await member.context.close();
  }
});
