import type { Account } from '@shop/admin-api';
import type { Db } from '../db/db';
import { prepared } from '../db/prepared';

interface ProfileRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  profile_image_src: string | null;
  updated_at: number;
}

/** The role and policies are the membership's (account_shops): one person, a role per shop. */
interface AccountRow extends ProfileRow {
  role: string;
  permission: string[];
}

/** The account's own fields, the same in every shop it opens. */
export type AccountProfile = Omit<Account, 'role' | 'permission'>;

const COLUMNS = `a.id, a.email, a.first_name, a.last_name, a.profile_image_src, a.updated_at`;

function toProfile(row: ProfileRow): AccountProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: row.profile_image_src ? { src: row.profile_image_src } : null,
    updated_at: row.updated_at,
  };
}

function toAccount(row: AccountRow): Account {
  return { ...toProfile(row), role: row.role, permission: row.permission };
}

// Every API request runs this: prepared, it is planned once per connection (db/prepared.ts).
const SESSION_ACCOUNT = prepared(
  'session-account',
  `SELECT ${COLUMNS}, s.role, s.permission FROM accounts a
   JOIN account_shops s ON s.account_id = a.id AND s.shop_id = $2
   WHERE a.id = $1
     AND EXISTS (SELECT 1 FROM refresh_tokens t
                 WHERE t.family_id = $3 AND t.account_id = a.id AND t.revoked_at IS NULL)`,
);

/**
 * The account of an access token, only while it may still open the shop (a removed staff member's
 * token stops working) and while its sign-in session lasts.
 */
export async function findSessionAccount(
  db: Db,
  accountId: string,
  shopId: string,
  sessionId: string,
): Promise<Account | null> {
  // The sign-in must still be live: a logout, a password change elsewhere or a detected token theft
  // revokes its refresh tokens, and that ends its access tokens at once, not at their expiry.
  const [row] = await db.query<AccountRow>(SESSION_ACCOUNT, [accountId, shopId, sessionId]);
  return row ? toAccount(row) : null;
}

/** For the sign-in form: the password hash and the store the account opens first. */
export async function findSignInAccount(
  db: Db,
  email: string,
): Promise<{ id: string; passwordHash: string; defaultShopId: string | null } | null> {
  const [row] = await db.query<{ id: string; password_hash: string; shop_id: string | null }>(
    `SELECT a.id, a.password_hash,
            (SELECT s.shop_id FROM account_shops s WHERE s.account_id = a.id
             ORDER BY s.position, s.shop_id LIMIT 1) AS shop_id
     FROM accounts a WHERE a.email = $1`,
    [email],
  );
  return row ? { id: row.id, passwordHash: row.password_hash, defaultShopId: row.shop_id } : null;
}

/** The password hash, row-locked so a concurrent password change cannot slip in between check and write. */
export async function lockPasswordHash(tx: Db, accountId: string): Promise<string | null> {
  const [row] = await tx.query<{ password_hash: string }>(
    'SELECT password_hash FROM accounts WHERE id = $1 FOR UPDATE',
    [accountId],
  );
  return row?.password_hash ?? null;
}

// updated_at moves forward by at least one second on every write, so two saves within one second
// still count as different versions.
const BUMP = 'updated_at = GREATEST($2::bigint, updated_at + 1)';

export async function updateProfile(
  tx: Db,
  accountId: string,
  now: number,
  patch: {
    first_name: string;
    last_name: string;
    profile_image?: { src: string } | null | undefined;
  },
): Promise<AccountProfile> {
  // profile_image: undefined keeps the current image, null removes it.
  const keepImage = patch.profile_image === undefined;
  const [row] = await tx.query<ProfileRow>(
    `UPDATE accounts a SET first_name = $3, last_name = $4,
       profile_image_src = CASE WHEN $5::boolean THEN profile_image_src ELSE $6::text END, ${BUMP}
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [
      accountId,
      now,
      patch.first_name,
      patch.last_name,
      keepImage,
      patch.profile_image?.src ?? null,
    ],
  );
  if (!row) throw new Error(`account ${accountId} vanished during update`);
  return toProfile(row);
}

export async function emailTaken(tx: Db, email: string, exceptAccountId: string): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM accounts WHERE email = $1 AND id <> $2', [
    email,
    exceptAccountId,
  ]);
  return rows.length > 0;
}

export async function updateEmail(
  tx: Db,
  accountId: string,
  now: number,
  email: string,
): Promise<AccountProfile> {
  const [row] = await tx.query<ProfileRow>(
    `UPDATE accounts a SET email = $3, ${BUMP} WHERE id = $1 RETURNING ${COLUMNS}`,
    [accountId, now, email],
  );
  if (!row) throw new Error(`account ${accountId} vanished during update`);
  return toProfile(row);
}

export async function updatePasswordHash(
  tx: Db,
  accountId: string,
  now: number,
  hash: string,
): Promise<void> {
  await tx.query(`UPDATE accounts SET password_hash = $3, ${BUMP} WHERE id = $1`, [
    accountId,
    now,
    hash,
  ]);
}
