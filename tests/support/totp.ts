import { createRequire } from 'node:module';
import type * as OtpAuthModule from '../../apps/api/node_modules/otpauth';

// The API's own TOTP library (RFC 6238), loaded from apps/api: the tests compute the codes an
// authenticator app would show, with the same implementation the server checks them with.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const OTPAuth = require('otpauth') as typeof OtpAuthModule;

const PERIOD = 30;

/** The 30-second step `ms` falls in. */
export const totpStep = (ms = Date.now()) => Math.floor(ms / 1000 / PERIOD);

/** The code an app set up with `secret` shows during `step`. */
export function totpCodeAt(secret: string, step: number): string {
  return OTPAuth.TOTP.generate({
    secret: OTPAuth.Secret.fromBase32(secret.replace(/\s+/g, '')),
    timestamp: step * PERIOD * 1000,
  });
}

/**
 * A code the server takes now that it has taken the one of `usedStep`: it takes each step once, and
 * one step either side of its clock. The next unused step's code, as an app a little ahead of the
 * server's clock shows it; when even that is too far ahead, after waiting for the clock.
 */
export async function nextTotpCode(
  secret: string,
  usedStep: number,
): Promise<{ code: string; step: number }> {
  const step = Math.max(usedStep + 1, totpStep() - 1);
  const waitMs = (step - 1) * PERIOD * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 200));
  return { code: totpCodeAt(secret, step), step };
}
