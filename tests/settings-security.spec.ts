import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, fillSignInForm, OWNER, test } from './support/fixtures';
import type { ServerState } from './support/state';
import { nextTotpCode, totpStep } from './support/totp';

const API = '/api/admin/v1';

/** The settings modal, where every security page is. */
const settings = (page: Page) => page.getByRole('dialog', { name: 'Settings' });

/** Signed in as the owner in a browser of its own: its access token and XSRF header for the API. */
async function ownerApi(browser: Browser, server: ServerState) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/admin/home`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  const verified = page.waitForResponse((res) => res.url().endsWith(`${API}/auth/verify`));
  await fillSignInForm(page, OWNER);
  const { access_token: token } = (await (await verified).json()) as { access_token: string };
  await page.waitForURL(`${server.baseUrl}/admin/home`);
  const xsrf = (await context.cookies(server.baseUrl)).find((c) => c.name === 'XSRF-TOKEN');
  const headers = { authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': xsrf?.value ?? '' };
  return { context, page, headers };
}

/**
 * A new member of the demo shop holding only `security`, joined through their invitation link in a
 * browser of their own: password and two-step tests change this account, never the demo accounts
 * the other tests sign in with.
 */
async function newMember(browser: Browser, server: ServerState) {
  const owner = await ownerApi(browser, server);
  const email = `casey.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const invited = await owner.context.request.post(`${server.baseUrl}${API}/settings/staff`, {
    headers: owner.headers,
    data: { email, first_name: 'Casey', last_name: 'Nguyen', permission: ['security'] },
  });
  expect(invited.status()).toBe(201);
  const { invitation } = (await invited.json()) as { invitation: { url: string } };
  await owner.context.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const password = 'casey-pass-123';
  await page.goto(invitation.url);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await page.waitForURL(`${server.baseUrl}/admin/home`);
  return { context, page, email, password };
}

/** Logs out from the profile menu (closing settings first: the modal hides the header). */
async function logOut(page: Page, name: string, server: ServerState) {
  const modal = settings(page);
  if (await modal.isVisible()) {
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
  await page.getByRole('button', { name }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.origin === server.accountsUrl);
}

/** Signs in on the accounts page the browser is on, landing on `path`. */
async function signInAt(page: Page, server: ServerState, path: string, user: SignInUser) {
  await page.goto(`${server.baseUrl}/admin${path}`);
  await page.waitForURL((url) => url.origin === server.accountsUrl);
  await fillSignInForm(page, user);
}
type SignInUser = { email: string; password: string };

test('a member renames themselves and changes their e-mail; the header follows at once', async ({
  browser,
  server,
}) => {
  const member = await newMember(browser, server);
  const { page } = member;
  try {
    await page.getByRole('button', { name: 'Casey Nguyen' }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/account$/);
    const modal = settings(page);
    await expect(modal.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    const save = modal.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    await modal.getByLabel('First name').fill(' ');
    await save.click();
    await expect(modal.getByText('Required', { exact: true })).toBeVisible();
    await expect(modal.getByLabel('First name')).toBeFocused();
    await modal.getByLabel('First name').fill('Cassie');
    await save.click();
    await expect(page.getByText('Account saved', { exact: true })).toBeVisible();
    // The header, behind the modal, already shows the new name.
    await expect(
      page.getByRole('button', { name: 'Cassie Nguyen', includeHidden: true }),
    ).toBeAttached();

    // The e-mail page, also reached directly as settings/email.
    await modal.getByRole('link', { name: 'Change email' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/account\/email$/);
    await page.goto(`${server.baseUrl}/admin/settings/email`);
    await expect(modal.getByRole('heading', { level: 1, name: 'Change email' })).toBeVisible();
    const newEmail = member.email.replace('casey.', 'cassie.');
    await modal.getByLabel('New email').fill(newEmail.toUpperCase());
    await modal.getByRole('button', { name: 'Change email' }).click();
    await expect(modal.getByText('Enter your password')).toBeVisible();
    await modal.getByLabel('Current password').fill('not-my-password');
    await modal.getByRole('button', { name: 'Change email' }).click();
    await expect(modal.getByText('Incorrect password')).toBeVisible();
    await expect(modal.getByLabel('Current password')).toBeFocused();
    await modal.getByLabel('Current password').fill(member.password);
    await modal.getByRole('button', { name: 'Change email' }).click();
    await expect(page.getByText('Account saved', { exact: true })).toBeVisible();
    await expect(modal.getByLabel('New email')).toHaveValue(newEmail);

    // The new address signs in.
    await logOut(page, 'Cassie Nguyen', server);
    await signInAt(page, server, '/settings/account', {
      email: newEmail,
      password: member.password,
    });
    await page.waitForURL(`${server.baseUrl}/admin/settings/account`);
    await expect(modal.getByLabel('First name')).toHaveValue('Cassie');
  } finally {
    await member.context.close();
  }
});

test('a member changes the password (§5 messages) and signs in with the new one', async ({
  browser,
  server,
}) => {
  const member = await newMember(browser, server);
  const { page } = member;
  const modal = settings(page);
  try {
    await page.goto(`${server.baseUrl}/admin/settings/security`);
    // The index's entries (the settings sidebar has no link of these names), with their states.
    await expect(modal.getByRole('link', { name: /Password/ })).toContainText('Not changed yet');
    await expect(modal.getByRole('link', { name: /Two-step verification/ })).toContainText('Off');
    await expect(modal.getByRole('link', { name: /Bot protection/ })).toContainText('Off');

    await modal.getByRole('link', { name: /Password/ }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/security\/password$/);
    const change = modal.getByRole('button', { name: 'Change password' });
    await expect(change).toBeDisabled();
    await modal.getByLabel('New password').fill('casey-new-pass-456');
    await change.click();
    await expect(modal.getByText('Enter old password')).toBeVisible();
    await modal.getByLabel('Old password').fill('not-my-password');
    await change.click();
    await expect(modal.getByText('Incorrect password')).toBeVisible();
    await expect(modal.getByLabel('Old password')).toBeFocused();
    await modal.getByLabel('Old password').fill(member.password);
    await change.click();
    await expect(page.getByText('Password changed.')).toBeVisible();
    await expect(change).toBeDisabled();

    // Signed out, the old password no longer signs in; the new one does.
    await logOut(page, 'Casey Nguyen', server);
    await fillSignInForm(page, member);
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password');
    await signInAt(page, server, '/settings/security', {
      email: member.email,
      password: 'casey-new-pass-456',
    });
    await page.waitForURL(`${server.baseUrl}/admin/settings/security`);
    await expect(modal.getByRole('link', { name: /Password/ })).toContainText('Last changed');
  } finally {
    await member.context.close();
  }
});

/** Sets up two-step sign-in on the member's page: the secret shown, and the step of the code used. */
async function turnOnTwoStep(page: Page, password: string) {
  const modal = settings(page);
  await modal.getByLabel('Current password').fill(password);
  await modal.getByRole('button', { name: 'Continue' }).click();
  const qr = modal.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = ((await modal.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The app's code of the step before now (an app a little behind): taken, and so spent.
  const first = await nextTotpCode(secret, totpStep() - 2);
  await modal.getByLabel('6-digit code').fill(first.code);
  await modal.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('Two-step verification is on.')).toBeVisible();
  const codes = modal.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await modal.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(modal.getByRole('heading', { name: 'Two-step verification is on' })).toBeVisible();
  await expect(modal.getByText('10 recovery codes left')).toBeVisible();
  return { secret, usedStep: first.step, recoveryCodes };
}

test('a member sets up two-step sign-in, signs in with a code of the app, and turns it off', async ({
  browser,
  server,
}) => {
  const member = await newMember(browser, server);
  const { page } = member;
  const modal = settings(page);
  try {
    await page.goto(`${server.baseUrl}/admin/settings/security/mfa`);
    const { secret, usedStep } = await turnOnTwoStep(page, member.password);

    // Sign-in now asks for a code after the password: a wrong one is refused, the app's one lands.
    await logOut(page, 'Casey Nguyen', server);
    await signInAt(page, server, '/settings/security/mfa', member);
    await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(server.accountsUrl);
    await page.getByLabel('Authentication code').fill('zzzzz-zzzzz');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect code');
    const signInCode = await nextTotpCode(secret, usedStep);
    await page.getByLabel('Authentication code').fill(signInCode.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.baseUrl}/admin/settings/security/mfa`);

    // Off, with a code of the app: the next sign-in asks for the password alone.
    const off = modal.getByRole('form', { name: 'Turn off two-step verification' });
    const offCode = await nextTotpCode(secret, signInCode.step);
    await off.getByLabel('Code from your app or a recovery code').fill(offCode.code);
    await off.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByText('Two-step verification is off.')).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Continue' })).toBeVisible();
    await logOut(page, 'Casey Nguyen', server);
    await signInAt(page, server, '/settings/security', member);
    await page.waitForURL(`${server.baseUrl}/admin/settings/security`);
    await expect(modal.getByRole('link', { name: /Two-step verification/ })).toContainText('Off');
  } finally {
    await member.context.close();
  }
});

test('a recovery code signs in instead of the app, once', async ({ browser, server }) => {
  const member = await newMember(browser, server);
  const { page } = member;
  const modal = settings(page);
  try {
    await page.goto(`${server.baseUrl}/admin/settings/security/mfa`);
    const { recoveryCodes } = await turnOnTwoStep(page, member.password);
    const [code] = recoveryCodes;
    await logOut(page, 'Casey Nguyen', server);
    await signInAt(page, server, '/settings/security/mfa', member);
    await page.getByLabel('Authentication code').fill(code!.toUpperCase());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.baseUrl}/admin/settings/security/mfa`);
    await expect(modal.getByText('9 recovery codes left')).toBeVisible();

    await logOut(page, 'Casey Nguyen', server);
    await signInAt(page, server, '/settings/security/mfa', member);
    await page.getByLabel('Authentication code').fill(code!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect code');
    expect(new URL(page.url()).origin).toBe(server.accountsUrl);
  } finally {
    await member.context.close();
  }
});

test("the owner turns botguard on: a browser still signs in, a script without the page's proof does not", async ({
  page,
  browser,
  server,
  signIn,
}) => {
  await signIn(OWNER, '/settings/security/botguard');
  const modal = settings(page);
  const setBotguard = async (on: boolean) => {
    const toggle = modal.getByRole('switch', { name: 'Protect sign-in from automated attempts' });
    if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
    await modal.getByRole('radio', { name: /On every sign-in/ }).click();
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Security settings saved', { exact: true })).toBeVisible();
  };
  let other: BrowserContext | undefined;
  try {
    await setBotguard(true);
    await page.goto(`${server.baseUrl}/admin/settings/security`);
    await expect(modal.getByRole('link', { name: /Bot protection/ })).toContainText(
      'On every sign-in',
    );

    // A script posting the form without solving its challenge: answered as a wrong password.
    const form = await page.request.get(`${server.accountsUrl}/`);
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? '';
    const scripted = await page.request.post(`${server.accountsUrl}/sign-in`, {
      form: { csrf, email: OWNER.email, password: OWNER.password },
      maxRedirects: 0,
    });
    expect(scripted.status()).toBe(401);
    expect(await scripted.text()).toContain('Incorrect email or password.');

    // A browser runs the page's script, which solves it: signed in as ever.
    other = await browser.newContext();
    const second = await other.newPage();
    await signInAt(second, server, '/home', OWNER);
    await second.waitForURL(`${server.baseUrl}/admin/home`);
  } finally {
    await other?.close();
    await page.goto(`${server.baseUrl}/admin/settings/security/botguard`);
    const toggle = modal.getByRole('switch', { name: 'Protect sign-in from automated attempts' });
    if ((await toggle.getAttribute('aria-checked')) === 'true') {
      await toggle.click();
      await modal.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Security settings saved', { exact: true })).toBeVisible();
    }
  }
});
