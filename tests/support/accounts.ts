import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium.mjs';

/** The demo seed's accounts (the fixed points of DESIGN.md). */
export const OWNER = {
  email: 'owner@example.com',
  password: 'owner-pass-123',
  name: 'Alex Morgan',
};
export const STAFF = { email: 'staff@example.com', password: 'staff-pass-123', name: 'Sam Rivera' };

/** Fill the accounts page's sign-in form and send it. */
export async function fillSignInForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A browser of its own, outside any test: the owner signs in on the accounts page and lands on the
 * admin's home, `work` runs there, and the browser closes (server set-up and warm-up).
 */
export async function asOwnerAtHome(
  { baseUrl, accountsUrl }: { baseUrl: string; accountsUrl: string },
  work: (page: Page) => Promise<void>,
): Promise<void> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/admin/home`);
    await page.waitForURL((url) => url.origin === accountsUrl);
    await fillSignInForm(page, OWNER);
    await page.waitForURL(`${baseUrl}/admin/home`);
    await work(page);
  } finally {
    await browser.close();
  }
}
