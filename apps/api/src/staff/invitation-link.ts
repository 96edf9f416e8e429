import { STAFF_INVITATION_TTL_SECONDS, type StaffInvitationLink } from '@shop/admin-api';
import { hashToken, randomToken } from '../auth/tokens';

/** Where the accounts host serves the invitation page (accounts/invitation.ts). */
export const INVITATION_PATH = '/invitation';

/** A new invitation: the link for the inviter to pass on, and what the database keeps of it. */
export interface NewInvitation {
  link: StaffInvitationLink;
  /** SHA-256 of the token: the link itself is never stored. */
  tokenHash: string;
}

/**
 * The token is 256 random bits, so it cannot be guessed, and travels in the query string, which the
 * accounts host never logs and never sends on (Referrer-Policy: no-referrer).
 */
export function newInvitation(accountsUrl: string, now: number): NewInvitation {
  const token = randomToken();
  const url = new URL(INVITATION_PATH, accountsUrl);
  url.searchParams.set('token', token);
  return {
    link: { url: url.toString(), expires_at: now + STAFF_INVITATION_TTL_SECONDS },
    tokenHash: hashToken(token),
  };
}
