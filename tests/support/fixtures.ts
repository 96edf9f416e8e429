import { test as base, expect, type Browser } from '@playwright/test';
import { fillSignInForm, OWNER } from './accounts';
import { readState, type ServerState } from './state';

export { fillSignInForm, OWNER, STAFF } from './accounts';

interface Fixtures {
  server: ServerState;
  /** Open an admin path signed out, get sent to the accounts page, sign in there, land back. */
  signIn: (user: { email: string; password: string }, path?: string) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  server: async ({}, use) => {
    await use(readState());
  },
  signIn: async ({ page, server }, use) => {
    await use(async (user, path = '/customers') => {
      await page.goto(`${server.baseUrl}/admin${path}`);
      await page.waitForURL((url) => url.origin === server.accountsUrl);
      await fillSignInForm(page, user);
      await page.waitForURL(`${server.baseUrl}/admin${path}`);
    });
  },
});

/** A second signed-in browser at `path`, as another member of staff would have. */
export async function secondBrowser(browser: Browser, baseUrl: string, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/admin${path}`);
  await fillSignInForm(page, OWNER);
  await page.waitForURL(`${baseUrl}/admin${path}`);
  return { context, page };
}

export { expect };
