import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const API = '/api/admin/v1';

/** The settings modal, where every staff page is. */
export const settingsModal = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/**
 * On the owner's "Add staff member" page: invites someone with the permissions named (their checkbox
 * labels, each in its group) and answers the invitation link the page shows.
 */
export async function inviteMember(
  page: Page,
  member: { email: string; firstName: string; lastName: string },
  permissions: { group: string; label: string }[],
): Promise<string> {
  const modal = settingsModal(page);
  await modal.getByLabel('Email').fill(member.email);
  await modal.getByLabel('First name').fill(member.firstName);
  await modal.getByLabel('Last name').fill(member.lastName);
  for (const { group, label } of permissions) {
    await modal.getByRole('group', { name: group }).getByRole('checkbox', { name: label }).click();
  }
  await modal.getByRole('button', { name: 'Create invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/staff\/inv_\w+$/);
  return modal.getByLabel('Invitation link').inputValue();
}

export interface JoinedMember {
  context: BrowserContext;
  page: Page;
  /** Their access token, for calls straight to the API. */
  token: string;
  /** GET an Admin API path as them. */
  api: (path: string) => ReturnType<BrowserContext['request']['get']>;
}

/**
 * The invited member, in a browser of their own: sets a password on the invitation page and lands
 * signed in on the admin's home. The caller closes `context`.
 */
export async function joinByInvitation(
  browser: Browser,
  baseUrl: string,
  link: string,
  password: string,
): Promise<JoinedMember> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: /^Join / })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  const { access_token: token } = (await (await verified).json()) as { access_token: string };
  await page.waitForURL(`${baseUrl}/admin/home`);
  const api = (path: string) =>
    context.request.get(`${baseUrl}${API}/${path}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  return { context, page, token, api };
}
