import type { BotguardLevel, BotguardSettings, MfaStatus } from '@shop/admin-api';
import type { Db } from '../db/db';

/** An account's two-step sign-in row, as the server uses it (the secrets still sealed). */
export interface MfaRow {
  secretSealed: string | null;
  enabledAt: number | null;
  lastUsedStep: number | null;
  pendingSealed: string | null;
  pendingExpiresAt: number | null;
}

/** The row, locked for the rest of the transaction when `lock`; null when the account never began. */
export async function findMfa(db: Db, accountId: string, lock = false): Promise<MfaRow | null> {
  const [row] = await db.query<{
    secret_enc: string | null;
    enabled_at: number | null;
    last_used_step: number | null;
    pending_secret_enc: string | null;
    pending_expires_at: number | null;
  }>(
    `SELECT secret_enc, enabled_at, last_used_step, pending_secret_enc, pending_expires_at
     FROM account_mfa WHERE account_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [accountId],
  );
  if (!row) return null;
  return {
    secretSealed: row.secret_enc,
    enabledAt: row.enabled_at === null ? null : Number(row.enabled_at),
    lastUsedStep: row.last_used_step === null ? null : Number(row.last_used_step),
    pendingSealed: row.pending_secret_enc,
    pendingExpiresAt: row.pending_expires_at === null ? null : Number(row.pending_expires_at),
  };
}

export async function mfaStatus(db: Db, accountId: string): Promise<MfaStatus> {
  const [row] = await db.query<{ enabled_at: number | null; left: number }>(
    `SELECT m.enabled_at,
            (SELECT count(*)::int FROM account_recovery_codes r
             WHERE r.account_id = $1 AND r.used_at IS NULL) AS left
     FROM (SELECT 1) one LEFT JOIN account_mfa m ON m.account_id = $1`,
    [accountId],
  );
  const enabledAt = row?.enabled_at == null ? null : Number(row.enabled_at);
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt,
    recovery_codes_left: enabledAt === null ? 0 : (row?.left ?? 0),
  };
}

/** A set-up started (or started again): the new secret waits for its first code. */
export async function savePendingSecret(
  tx: Db,
  accountId: string,
  sealed: string,
  expiresAt: number,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO account_mfa (account_id, pending_secret_enc, pending_expires_at, updated_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (account_id) DO UPDATE SET pending_secret_enc = EXCLUDED.pending_secret_enc,
       pending_expires_at = EXCLUDED.pending_expires_at, updated_at = EXCLUDED.updated_at`,
    [accountId, sealed, expiresAt, now],
  );
}

/** The confirmed set-up: the pending secret becomes the one in use, with its recovery codes. */
export async function enableMfa(
  tx: Db,
  accountId: string,
  now: number,
  step: number,
  recoveryHashes: readonly string[],
): Promise<void> {
  await tx.query(
    `UPDATE account_mfa SET secret_enc = pending_secret_enc, enabled_at = $2, last_used_step = $3,
       pending_secret_enc = NULL, pending_expires_at = NULL, updated_at = $2
     WHERE account_id = $1`,
    [accountId, now, step],
  );
  await replaceRecoveryCodes(tx, accountId, recoveryHashes);
}

export async function replaceRecoveryCodes(
  tx: Db,
  accountId: string,
  hashes: readonly string[],
): Promise<void> {
  await tx.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
  await tx.query(
    `INSERT INTO account_recovery_codes (account_id, code_hash)
     SELECT $1, h FROM unnest($2::text[]) AS h`,
    [accountId, hashes],
  );
}

/** Two-step sign-in off: the secret and every recovery code go. */
export async function disableMfa(tx: Db, accountId: string): Promise<void> {
  await tx.query('DELETE FROM account_recovery_codes WHERE account_id = $1', [accountId]);
  await tx.query('DELETE FROM account_mfa WHERE account_id = $1', [accountId]);
}

/** Record an accepted app code's step; false when that step (or a later one) was already used. */
export async function spendTotpStep(tx: Db, accountId: string, step: number): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE account_mfa SET last_used_step = $2
     WHERE account_id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING 1`,
    [accountId, step],
  );
  return rows.length > 0;
}

/** Spend a recovery code; false when it is not one of the account's unused codes. */
export async function spendRecoveryCode(
  tx: Db,
  accountId: string,
  hash: string,
  now: number,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE account_recovery_codes SET used_at = $3
     WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1`,
    [accountId, hash, now],
  );
  return rows.length > 0;
}

export async function passwordChangedAt(db: Db, accountId: string): Promise<number | null> {
  const [row] = await db.query<{ at: number | null }>(
    'SELECT password_changed_at AS at FROM accounts WHERE id = $1',
    [accountId],
  );
  return row?.at == null ? null : Number(row.at);
}

/**
 * A new password hash, with when it changed (the security index shows it). The account's
 * `updated_at` stays: it versions what GET account shows, and that holds no password.
 */
export async function replacePassword(
  tx: Db,
  accountId: string,
  now: number,
  hash: string,
): Promise<void> {
  await tx.query('UPDATE accounts SET password_hash = $3, password_changed_at = $2 WHERE id = $1', [
    accountId,
    now,
    hash,
  ]);
}

/** The account's version, locked: the check of a versioned account update (409) and its write agree. */
export async function lockAccountVersion(tx: Db, accountId: string): Promise<number | null> {
  const [row] = await tx.query<{ updated_at: number }>(
    'SELECT updated_at FROM accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  return row ? Number(row.updated_at) : null;
}

/** No row: botguard was never turned on for the shop. */
const BOTGUARD_DEFAULT: BotguardSettings = { enabled: false, level: 'risky', updated_at: 0 };

/**
 * The shop's botguard. `lock` (in a transaction that saves it): the row is made when missing (with
 * the defaults, version 0) and locked, so two first saves from version 0 cannot both pass.
 */
export async function getBotguard(db: Db, shopId: string, lock = false): Promise<BotguardSettings> {
  if (lock) {
    await db.query(
      `INSERT INTO shop_botguard (shop_id, enabled, level, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (shop_id) DO NOTHING`,
      [shopId, BOTGUARD_DEFAULT.enabled, BOTGUARD_DEFAULT.level, BOTGUARD_DEFAULT.updated_at],
    );
  }
  const [row] = await db.query<{ enabled: boolean; level: BotguardLevel; updated_at: number }>(
    `SELECT enabled, level, updated_at FROM shop_botguard WHERE shop_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [shopId],
  );
  return row
    ? { enabled: row.enabled, level: row.level, updated_at: Number(row.updated_at) }
    : BOTGUARD_DEFAULT;
}

export async function saveBotguard(
  tx: Db,
  shopId: string,
  now: number,
  settings: { enabled: boolean; level: BotguardLevel },
): Promise<BotguardSettings> {
  // updated_at moves forward by at least one second on every save, as every versioned record's does.
  const [row] = await tx.query<{ enabled: boolean; level: BotguardLevel; updated_at: number }>(
    `INSERT INTO shop_botguard (shop_id, enabled, level, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id) DO UPDATE SET enabled = EXCLUDED.enabled, level = EXCLUDED.level,
       updated_at = GREATEST(EXCLUDED.updated_at, shop_botguard.updated_at + 1)
     RETURNING enabled, level, updated_at`,
    [shopId, settings.enabled, settings.level, now],
  );
  return { enabled: row!.enabled, level: row!.level, updated_at: Number(row!.updated_at) };
}

/**
 * The botguard the accounts sign-in applies to an e-mail: the strictest of the shops the account
 * belongs to ('always' over 'risky'), or null when none of them has it on (or there is no account).
 */
export async function botguardForEmail(db: Db, email: string): Promise<BotguardLevel | null> {
  const [row] = await db.query<{ level: BotguardLevel | null }>(
    `SELECT CASE WHEN bool_or(b.level = 'always') THEN 'always'
                 WHEN count(*) > 0 THEN 'risky' END AS level
     FROM accounts a
     JOIN account_shops s ON s.account_id = a.id
     JOIN shop_botguard b ON b.shop_id = s.shop_id AND b.enabled
     WHERE a.email = $1`,
    [email],
  );
  return row?.level ?? null;
}
