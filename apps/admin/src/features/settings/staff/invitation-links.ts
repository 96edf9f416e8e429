import type { StaffInvitationLink } from '@shop/admin-api';

/*
 * The invitation links this tab was given, by member id. The server shows a link once (it keeps only
 * its hash), so the page that invited someone, and their page after it, can show it until the tab
 * is reloaded; after that a new link is the way (the old one keeps working until it expires).
 */
const links = new Map<string, StaffInvitationLink>();

export function rememberLink(memberId: string, link: StaffInvitationLink): void {
  links.set(memberId, link);
}

export function issuedLink(memberId: string): StaffInvitationLink | undefined {
  return links.get(memberId);
}
