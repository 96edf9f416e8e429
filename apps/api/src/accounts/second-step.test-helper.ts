// Test helpers: turning two-step sign-in on through the API, and the sign-in's second step.
import type { MfaEnrolment, MfaRecoveryCodes } from '@shop/admin-api';
import { expect } from 'vitest';
import { totpCode } from '../auth/totp';
import type { TestContext } from '../test/context';
import { callJson, type Session } from '../test/session';

/** Two-step sign-in on for the session's account: its secret and recovery codes. */
export async function turnOnMfa(
  ctx: TestContext,
  session: Session,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await callJson<MfaEnrolment>(ctx, 'POST', 'settings/security/mfa/enrolment', {
    session,
    body: { password },
  });
  expect(started.status).toBe(200);
  const confirmed = await callJson<MfaRecoveryCodes>(ctx, 'POST', 'settings/security/mfa/confirm', {
    session,
    body: { code: totpCode(started.body.secret, ctx.clock.now()) },
  });
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recovery_codes };
}

/** The ticket of the page asking for the code, or null when the page has no form. */
export function ticketOf(html: string): string | null {
  return /name="ticket" value="([^"]*)"/.exec(html)?.[1] ?? null;
}

/** Post the second step's form (to its action with `query`, e.g. `?lang=az`). */
export function postCode(
  ctx: TestContext,
  form: { cookie: string; csrf: string },
  fields: Record<string, string>,
  query = '',
): Promise<Response> {
  return Promise.resolve(
    ctx.accounts.request(`/sign-in/code${query}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `accounts_csrf=${form.cookie}`,
      },
      body: new URLSearchParams({ csrf: form.csrf, ...fields }).toString(),
    }),
  );
}
