import type { StaffMember } from '@shop/admin-api';

/** Where a member stands, as the list and their page show it. */
export type MemberState = 'owner' | 'active' | 'invited' | 'expired';

export function memberState(member: StaffMember, nowSeconds = Date.now() / 1000): MemberState {
  if (member.role === 'OWNER') return 'owner';
  if (member.status === 'active') return 'active';
  return (member.invitation_expires_at ?? 0) <= nowSeconds ? 'expired' : 'invited';
}
