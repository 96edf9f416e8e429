import type { AttemptLimit } from './attempt-limits';

/*
 * Checks a signed-in user makes against their own secrets: the password (changing the e-mail or the
 * password, starting two-step set-up) and the two-step codes. A stolen session must not become a way
 * to guess the password or a code at the server's speed, so each is limited per account like the
 * sign-in itself (accounts/throttle.ts): a few tries per quarter hour, a success starts afresh.
 */
const MINUTE = 60;
export const PASSWORD_CHECK_LIMIT = { max: 10, windowSeconds: 15 * MINUTE };
/** Six digits are a million codes: ten tries per quarter hour make guessing one hopeless. */
export const CODE_CHECK_LIMIT = { max: 10, windowSeconds: 15 * MINUTE };

export function passwordCheckLimit(accountId: string): AttemptLimit {
  return { key: `password-check:${accountId}`, ...PASSWORD_CHECK_LIMIT };
}

/** The sign-in's second step and the settings' code checks count apart (one cannot lock the other). */
export function codeCheckLimit(where: 'sign-in' | 'settings', accountId: string): AttemptLimit {
  return { key: `code-check:${where}:${accountId}`, ...CODE_CHECK_LIMIT };
}
