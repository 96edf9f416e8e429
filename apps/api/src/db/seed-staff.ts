import { STAFF_INVITATION_TTL_SECONDS } from '@shop/admin-api';
import { hashToken, randomToken } from '../auth/tokens';
import { insertRows } from './bulk';
import type { Db } from './db';

/**
 * The demo shop's pending invitation: someone the owner invited to look after customers, discounts
 * and marketing, who has not accepted yet. Its token is random and thrown away (only its hash is
 * kept), so the seeded link opens for nobody: the owner creates a new one to pass on.
 */
export async function seedStaffInvitation(tx: Db, shopId: string, now: number): Promise<void> {
  const sent = now - 2 * 24 * 60 * 60;
  await insertRows(
    tx,
    'staff_invitations',
    [
      'id',
      'shop_id',
      'email',
      'first_name',
      'last_name',
      'permission',
      'token_hash',
      'expires_at',
      'invited_by',
      'created_at',
      'updated_at',
    ],
    [
      [
        'inv_seedjordanlee1',
        shopId,
        'jordan.lee@example.com',
        'Jordan',
        'Lee',
        ['customer', 'discount', 'marketing'],
        hashToken(randomToken()),
        sent + STAFF_INVITATION_TTL_SECONDS,
        'acct_owner',
        sent,
        sent,
      ],
    ],
  );
}
