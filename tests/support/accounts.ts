import type { Page } from '@playwright/test';

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
