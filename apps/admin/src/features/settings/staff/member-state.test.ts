import { describe, expect, it } from 'vitest';
import type { StaffMember } from '@shop/admin-api';
import { memberState } from './member-state';

const member: StaffMember = {
  id: 'inv_1',
  status: 'invited',
  email: 'a@example.com',
  first_name: 'A',
  last_name: 'B',
  role: 'STAFF',
  permission: ['order'],
  invitation_expires_at: 1000,
  created_at: 0,
  updated_at: 0,
};

describe('memberState', () => {
  it('tells the owner, a member who joined, an open and an expired invitation apart', () => {
    expect(memberState({ ...member, role: 'OWNER', status: 'active' }, 500)).toBe('owner');
    expect(memberState({ ...member, status: 'active', invitation_expires_at: null }, 500)).toBe(
      'active',
    );
    expect(memberState(member, 999)).toBe('invited');
    expect(memberState(member, 1000)).toBe('expired');
  });
});
