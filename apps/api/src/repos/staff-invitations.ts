import type { Db } from '../db/db';

/*
 * The accounts host's side of a staff invitation: find it by its link's token, and accept it (a
 * membership of the shop, and an account for a person who has none). The Admin API's side (invite,
 * edit, renew, withdraw) is repos/staff.ts.
 */

export interface OpenInvitation {
  id: string;
  shopId: string;
  shopName: string;
  email: string;
  firstName: string;
  lastName: string;
  permission: string[];
  expiresAt: number;
  /** The account the e-mail already belongs to (it then joins with its password), or null. */
  account: { id: string; passwordHash: string } | null;
}

interface InvitationRow {
  id: string;
  shop_id: string;
  shop_name: string;
  email: string;
  first_name: string;
  last_name: string;
  permission: string[];
  expires_at: number;
  account_id: string | null;
  password_hash: string | null;
}

function toInvitation(row: InvitationRow): OpenInvitation {
  return {
    id: row.id,
    shopId: row.shop_id,
    shopName: row.shop_name,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    permission: row.permission,
    expiresAt: row.expires_at,
    account:
      row.account_id && row.password_hash
        ? { id: row.account_id, passwordHash: row.password_hash }
        : null,
  };
}

/**
 * The invitation of a token's hash, expired or not (the page says which), or null: never issued,
 * used already, withdrawn, or replaced by a newer link. `lock` holds it until the transaction ends,
 * so two tabs accepting at once cannot both use it.
 */
export async function findInvitation(
  db: Db,
  tokenHash: string,
  lock = false,
): Promise<OpenInvitation | null> {
  const [row] = await db.query<InvitationRow>(
    `SELECT i.id, i.shop_id, sh.name AS shop_name, i.email, i.first_name, i.last_name, i.permission,
            i.expires_at, a.id AS account_id, a.password_hash
     FROM staff_invitations i
     JOIN shops sh ON sh.id = i.shop_id
     LEFT JOIN accounts a ON a.email = i.email
     WHERE i.token_hash = $1${lock ? ' FOR UPDATE OF i' : ''}`,
    [tokenHash],
  );
  return row ? toInvitation(row) : null;
}

export async function createInvitedAccount(
  tx: Db,
  account: {
    id: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (id, email, password_hash, first_name, last_name, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)`,
    [
      account.id,
      account.email,
      account.passwordHash,
      account.firstName,
      account.lastName,
      account.now,
    ],
  );
}

/**
 * The invitation becomes a membership with its policies, last in the person's store switcher, and is
 * deleted: its link works once. A person who is a member already (joined another way meanwhile)
 * keeps the membership they have.
 */
export async function acceptInvitation(
  tx: Db,
  invitation: OpenInvitation,
  accountId: string,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO account_shops (account_id, shop_id, position, role, permission, created_at, updated_at)
     VALUES ($1, $2,
             (SELECT COALESCE(max(position) + 1, 0) FROM account_shops WHERE account_id = $1),
             'STAFF', $3, $4, $4)
     ON CONFLICT (account_id, shop_id) DO NOTHING`,
    [accountId, invitation.shopId, invitation.permission, now],
  );
  await tx.query('DELETE FROM staff_invitations WHERE id = $1', [invitation.id]);
}
