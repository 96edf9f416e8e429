import { POLICIES, type Policy, type StaffMember } from '@shop/admin-api';
import type { Db } from '../db/db';

/*
 * The shop's staff: its memberships (account_shops, with the person's account) and its pending
 * invitations (staff_invitations), read as one list of members. A member's id is their account's
 * once they have joined and the invitation's before.
 */

interface MemberRow {
  id: string;
  status: 'invited' | 'active';
  email: string;
  first_name: string;
  last_name: string;
  role: 'OWNER' | 'STAFF';
  permission: string[];
  invitation_expires_at: number | null;
  created_at: number;
  updated_at: number;
}

const isPolicy = (name: string): name is Policy => (POLICIES as readonly string[]).includes(name);

function toMember(row: MemberRow): StaffMember {
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    // A name the contract does not know (a policy withdrawn since) grants nothing and is not shown.
    permission: row.permission.filter(isPolicy),
    invitation_expires_at: row.invitation_expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

const MEMBERS = `SELECT a.id, 'active' AS status, a.email, a.first_name, a.last_name, s.role,
    s.permission, NULL::bigint AS invitation_expires_at, s.created_at, s.updated_at
  FROM account_shops s JOIN accounts a ON a.id = s.account_id`;

const INVITATIONS = `SELECT i.id, 'invited' AS status, i.email, i.first_name, i.last_name,
    'STAFF' AS role, i.permission, i.expires_at AS invitation_expires_at, i.created_at, i.updated_at
  FROM staff_invitations i`;

/** Every member: the owner first, then by name. */
export async function listStaff(db: Db, shopId: string): Promise<StaffMember[]> {
  const rows = await db.query<MemberRow>(
    `SELECT * FROM (${MEMBERS} WHERE s.shop_id = $1
                    UNION ALL
                    ${INVITATIONS} WHERE i.shop_id = $1) m
     ORDER BY m.role = 'OWNER' DESC, lower(m.first_name), lower(m.last_name), m.email`,
    [shopId],
  );
  return rows.map(toMember);
}

/** One member of the shop, or null; `lock` holds their row until the transaction ends. */
export async function getStaffMember(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<StaffMember | null> {
  const [member] = await db.query<MemberRow>(
    `${MEMBERS} WHERE s.shop_id = $1 AND s.account_id = $2${lock ? ' FOR UPDATE OF s' : ''}`,
    [shopId, id],
  );
  if (member) return toMember(member);
  const [invited] = await db.query<MemberRow>(
    `${INVITATIONS} WHERE i.shop_id = $1 AND i.id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return invited ? toMember(invited) : null;
}

/** Whether the e-mail is a member's or an invitation's in this shop (other than `exceptId`'s). */
export async function staffEmailTaken(
  tx: Db,
  shopId: string,
  email: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM account_shops s JOIN accounts a ON a.id = s.account_id
     WHERE s.shop_id = $1 AND a.email = $2 AND ($3::text IS NULL OR a.id <> $3)
     UNION ALL
     SELECT 1 FROM staff_invitations i
     WHERE i.shop_id = $1 AND i.email = $2 AND ($3::text IS NULL OR i.id <> $3)`,
    [shopId, email, exceptId],
  );
  return rows.length > 0;
}

/** Members and invitations of the shop. */
export async function countStaff(tx: Db, shopId: string): Promise<number> {
  const [row] = await tx.query<{ count: number }>(
    `SELECT (SELECT count(*) FROM account_shops WHERE shop_id = $1)::int
          + (SELECT count(*) FROM staff_invitations WHERE shop_id = $1)::int AS count`,
    [shopId],
  );
  return row?.count ?? 0;
}

export interface InvitationFields {
  email: string;
  first_name: string;
  last_name: string;
  permission: readonly Policy[];
}

export async function insertInvitation(
  tx: Db,
  invitation: InvitationFields & {
    id: string;
    shopId: string;
    tokenHash: string;
    expiresAt: number;
    invitedBy: string;
    now: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO staff_invitations (id, shop_id, email, first_name, last_name, permission,
       token_hash, expires_at, invited_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      invitation.id,
      invitation.shopId,
      invitation.email,
      invitation.first_name,
      invitation.last_name,
      invitation.permission,
      invitation.tokenHash,
      invitation.expiresAt,
      invitation.invitedBy,
      invitation.now,
    ],
  );
}

// updated_at moves forward by at least one second on every write, so two saves within one second
// still count as different versions.
const BUMP = 'updated_at = GREATEST($3::bigint, updated_at + 1)';

export async function updateInvitation(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: InvitationFields,
): Promise<void> {
  await tx.query(
    `UPDATE staff_invitations SET email = $4, first_name = $5, last_name = $6, permission = $7, ${BUMP}
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, now, fields.email, fields.first_name, fields.last_name, fields.permission],
  );
}

export async function updateMembership(
  tx: Db,
  shopId: string,
  accountId: string,
  now: number,
  permission: readonly Policy[],
): Promise<void> {
  await tx.query(
    `UPDATE account_shops SET permission = $4, ${BUMP} WHERE shop_id = $1 AND account_id = $2`,
    [shopId, accountId, now, permission],
  );
}

/**
 * A new link for an invitation: the old token's hash is replaced, so the old link stops working.
 * The invitation's version stays: a new link changes nothing an edit form shows.
 */
export async function renewInvitationToken(
  tx: Db,
  shopId: string,
  id: string,
  tokenHash: string,
  expiresAt: number,
): Promise<void> {
  await tx.query(
    'UPDATE staff_invitations SET token_hash = $3, expires_at = $4 WHERE shop_id = $1 AND id = $2',
    [shopId, id, tokenHash, expiresAt],
  );
}

/**
 * Take a member out of the shop (their account stays: it is theirs, and may open other shops) and
 * end their sign-ins into it. The session check reads the membership on every call, so their access
 * ends at once either way; revoking the refresh tokens also clears them from the table's live set.
 */
export async function removeMembership(
  tx: Db,
  shopId: string,
  accountId: string,
  now: number,
): Promise<void> {
  await tx.query('DELETE FROM account_shops WHERE shop_id = $1 AND account_id = $2', [
    shopId,
    accountId,
  ]);
  await tx.query(
    `UPDATE refresh_tokens SET revoked_at = $3
     WHERE shop_id = $1 AND account_id = $2 AND revoked_at IS NULL`,
    [shopId, accountId, now],
  );
}

export async function deleteInvitation(tx: Db, shopId: string, id: string): Promise<void> {
  await tx.query('DELETE FROM staff_invitations WHERE shop_id = $1 AND id = $2', [shopId, id]);
}
