import type { Db } from '../db/db';
import { hashToken, randomToken } from './tokens';

/** A one-time code lives 60 s: long enough for the redirect, too short to be worth stealing. */
export const SIGN_IN_CODE_TTL = 60;
/** A refresh token (and its cookie) lives 30 days; every rotation starts a new 30 days. */
export const REFRESH_TOKEN_TTL = 30 * 24 * 60 * 60;

export interface Grant {
  accountId: string;
  shopId: string;
}

/** Issue a one-time sign-in code for the accounts service's redirect. Only its hash is stored. */
export async function createSignInCode(db: Db, grant: Grant, now: number): Promise<string> {
  const code = randomToken();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO sign_in_codes (code_hash, account_id, shop_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [hashToken(code), grant.accountId, grant.shopId, now, now + SIGN_IN_CODE_TTL],
    );
    // Expired codes are useless; clearing them here keeps the table small without a scheduler.
    await tx.query('DELETE FROM sign_in_codes WHERE expires_at < $1', [now - SIGN_IN_CODE_TTL]);
  });
  return code;
}

/**
 * Use a code up: one UPDATE both checks (unused, unexpired, still allowed into the shop) and marks
 * it used, so two racing requests cannot both succeed.
 */
export async function consumeSignInCode(tx: Db, code: string, now: number): Promise<Grant | null> {
  const [row] = await tx.query<{ account_id: string; shop_id: string }>(
    `UPDATE sign_in_codes c SET used_at = $2
     WHERE c.code_hash = $1 AND c.used_at IS NULL AND c.expires_at > $2
       AND EXISTS (SELECT 1 FROM account_shops s WHERE s.account_id = c.account_id AND s.shop_id = c.shop_id)
     RETURNING c.account_id, c.shop_id`,
    [hashToken(code), now],
  );
  return row ? { accountId: row.account_id, shopId: row.shop_id } : null;
}

async function insertRefreshToken(
  tx: Db,
  grant: Grant,
  familyId: string,
  now: number,
): Promise<string> {
  const token = randomToken();
  await tx.query(
    `INSERT INTO refresh_tokens (token_hash, family_id, account_id, shop_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [hashToken(token), familyId, grant.accountId, grant.shopId, now, now + REFRESH_TOKEN_TTL],
  );
  return token;
}

/** A sign-in session: its refresh token family (`sessionId`) and the family's current token. */
export interface RefreshSession {
  token: string;
  sessionId: string;
}

/** A sign-in starts a new family of refresh tokens. */
export async function startRefreshFamily(
  tx: Db,
  grant: Grant,
  now: number,
): Promise<RefreshSession> {
  // Expired tokens are refused whatever their state, so they can go; sign-ins are a cheap moment to
  // sweep them (no scheduler needed).
  await tx.query('DELETE FROM refresh_tokens WHERE expires_at < $1', [now]);
  const sessionId = randomToken(16);
  return { token: await insertRefreshToken(tx, grant, sessionId, now), sessionId };
}

export type RotateResult =
  | ({ ok: true; grant: Grant } & RefreshSession)
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' | 'no-access' };

/**
 * Trade a refresh token for the next one of its family. A token that was already traded is a sign
 * that it was copied: the whole family is revoked, so neither the thief nor the victim can go on with
 * it (the victim signs in again). Must run in a transaction that commits even when the answer is a
 * refusal, or the revocation would be lost.
 */
export async function rotateRefreshToken(
  tx: Db,
  token: string,
  now: number,
): Promise<RotateResult> {
  const [row] = await tx.query<{
    id: number;
    family_id: string;
    account_id: string;
    shop_id: string;
    expires_at: number;
    used_at: number | null;
    revoked_at: number | null;
    has_access: boolean;
  }>(
    `SELECT t.id, t.family_id, t.account_id, t.shop_id, t.expires_at, t.used_at, t.revoked_at,
            EXISTS (SELECT 1 FROM account_shops s
                    WHERE s.account_id = t.account_id AND s.shop_id = t.shop_id) AS has_access
     FROM refresh_tokens t WHERE t.token_hash = $1 FOR UPDATE`,
    [hashToken(token)],
  );
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
  if (row.used_at !== null) {
    await revokeFamily(tx, row.family_id, now);
    return { ok: false, reason: 'reused' };
  }
  if (row.expires_at <= now) return { ok: false, reason: 'expired' };
  if (!row.has_access) {
    await revokeFamily(tx, row.family_id, now);
    return { ok: false, reason: 'no-access' };
  }
  await tx.query('UPDATE refresh_tokens SET used_at = $2 WHERE id = $1', [row.id, now]);
  const grant = { accountId: row.account_id, shopId: row.shop_id };
  return {
    ok: true,
    token: await insertRefreshToken(tx, grant, row.family_id, now),
    sessionId: row.family_id,
    grant,
  };
}

async function revokeFamily(tx: Db, familyId: string, now: number): Promise<void> {
  await tx.query(
    'UPDATE refresh_tokens SET revoked_at = $2 WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId, now],
  );
}

/** Logout: end the sign-in the token belongs to (every token of its family). */
export async function revokeFamilyOf(tx: Db, token: string, now: number): Promise<void> {
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $2
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashToken(token), now],
  );
}

/**
 * A password change ends every other sign-in of the account (whoever knew the old password is signed
 * out), and keeps the one that made the change.
 */
export async function revokeOtherSessions(
  tx: Db,
  accountId: string,
  keptSessionId: string,
  now: number,
): Promise<void> {
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE account_id = $1 AND family_id <> $2 AND revoked_at IS NULL`,
    [accountId, keptSessionId, now],
  );
}
