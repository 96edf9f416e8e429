import type { Db } from '../db/db';
import { findMfa, spendRecoveryCode, spendTotpStep } from '../repos/account-security';
import { secretBox, type SecretBox } from './secret-box';
import { acceptedStep, normalRecoveryCode, recoveryCodeHash } from './totp';

/** The box the TOTP secrets are sealed in; the account id is part of each one's context. */
export function totpBox(authSecret: string): SecretBox {
  return secretBox(authSecret, 'totp-secret');
}
export const totpContext = (accountId: string) => `totp:${accountId}`;

export type SecondFactor = 'app' | 'recovery';

/**
 * Check a second factor of an account whose two-step sign-in is on, inside the caller's transaction:
 * a 6-digit code from the app (a step is accepted once), or one of the recovery codes (spent). The
 * account's row is locked, so two requests with one code cannot both pass. Null: not right.
 */
export async function checkSecondFactor(
  tx: Db,
  box: SecretBox,
  accountId: string,
  typed: string,
  nowMs: number,
): Promise<SecondFactor | null> {
  const mfa = await findMfa(tx, accountId, true);
  if (!mfa?.secretSealed) return null;
  const code = typed.replace(/\s+/g, '');
  if (/^\d{6}$/.test(code)) {
    // A secret this server cannot open (AUTH_SECRET changed) takes no app code; recovery codes still work.
    const secret = box.open(mfa.secretSealed, totpContext(accountId));
    const step = secret ? acceptedStep(secret, code, nowMs, mfa.lastUsedStep) : null;
    return step !== null && (await spendTotpStep(tx, accountId, step)) ? 'app' : null;
  }
  const recovery = normalRecoveryCode(typed);
  if (!recovery) return null;
  const spent = await spendRecoveryCode(
    tx,
    accountId,
    recoveryCodeHash(recovery),
    Math.floor(nowMs / 1000),
  );
  return spent ? 'recovery' : null;
}

/** Whether the account signs in with a second step. */
export async function hasSecondFactor(db: Db, accountId: string): Promise<boolean> {
  const mfa = await findMfa(db, accountId);
  return !!mfa?.secretSealed;
}
