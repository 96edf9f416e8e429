import type { AttemptLimit, Settlement } from '../auth/attempt-limits';

/*
 * How sign-in attempts are limited, and why this way.
 *
 * Real services combine a few limits. Auth0 blocks a user from one IP after 10 failures (its "brute
 * force protection") and throttles an IP that fails across many accounts ("suspicious IP
 * throttling"); GitHub and Shopify lock an account for a while after many failures from anywhere, and
 * lift the lock by themselves. A lock on the account alone lets anyone lock anyone out, so each limit
 * here is bounded in time and the account-wide one is the loosest:
 *
 * - per email and address (PAIR): 5 attempts per 15 minutes. A guesser at one address gets a few tries;
 *   the owner elsewhere is not affected.
 * - per address, any email (ADDRESS): 20 attempts per 15 minutes. One address trying many emails (a
 *   password sprayed over a list) is stopped after 20, whatever the emails.
 * - per email, any address (ACCOUNT): 50 attempts per hour. Many addresses (a botnet) sharing the
 *   guessing of one password get 50 tries an hour, and the lock ends on its own within that hour.
 * - a browser that has signed in to the email before (a device cookie, device.ts) is limited on its
 *   own (DEVICE: 5 per 15 minutes) instead of by the three above. So an attacker who keeps the account
 *   locked hour after hour does not lock out its owner on a browser the owner has used before, and a
 *   stolen device cookie buys no more than the pair limit.
 *
 * Every attempt is counted before the password is checked (auth/attempt-limits.ts); a success starts
 * its own key (pair or device) afresh and takes itself back from the shared ones (address, account),
 * so people signing in from one office address do not use up its budget.
 * Unknown emails are counted the same, so the limits do not tell which emails exist.
 */
const MINUTE = 60;
export const PAIR_LIMIT = { max: 5, windowSeconds: 15 * MINUTE };
export const ADDRESS_LIMIT = { max: 20, windowSeconds: 15 * MINUTE };
export const ACCOUNT_LIMIT = { max: 50, windowSeconds: 60 * MINUTE };
export const DEVICE_LIMIT = { max: 5, windowSeconds: 15 * MINUTE };

export interface SignInLimits {
  limits: AttemptLimit[];
  onSuccess: Settlement;
}

/** The limits one sign-in attempt for `email` from `address` (on a known device or not) counts against. */
export function signInLimits(
  email: string,
  address: string,
  deviceId: string | null,
): SignInLimits {
  if (deviceId) {
    const device = { key: `sign-in:device:${deviceId}:${email}`, ...DEVICE_LIMIT };
    return { limits: [device], onSuccess: { reset: [device] } };
  }
  const pair = { key: `sign-in:pair:${email}|${address}`, ...PAIR_LIMIT };
  const byAddress = { key: `sign-in:address:${address}`, ...ADDRESS_LIMIT };
  const byAccount = { key: `sign-in:account:${email}`, ...ACCOUNT_LIMIT };
  return {
    limits: [pair, byAddress, byAccount],
    onSuccess: { reset: [pair], forgive: [byAddress, byAccount] },
  };
}
