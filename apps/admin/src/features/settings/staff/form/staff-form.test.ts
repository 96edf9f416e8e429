import { describe, expect, it } from 'vitest';
import { CHOOSE_A_PERMISSION, type StaffMember } from '@shop/admin-api';
import { fieldFinder } from '../../../../lib/forms/body-resolver';
import { NEW_STAFF_VALUES, newStaffBody, staffMemberBody, toStaffValues } from './staff-form';

const member: StaffMember = {
  id: 'acct_1',
  status: 'active',
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Rivera',
  role: 'STAFF',
  permission: ['product', 'order'],
  invitation_expires_at: null,
  created_at: 1,
  updated_at: 2,
};

describe('the staff forms', () => {
  it("start from the member's details and policies", () => {
    expect(toStaffValues(member)).toEqual({
      email: 'sam@example.com',
      first_name: 'Sam',
      last_name: 'Rivera',
      permission: ['product', 'order'],
    });
  });

  it('send the contract body: trimmed, lowercased, the policies in §6 order', () => {
    const parsed = newStaffBody.schema.parse(
      newStaffBody.toBody({
        email: ' Robin@Example.com ',
        first_name: ' Robin ',
        last_name: 'Diaz',
        permission: ['customer', 'product'],
      }),
    );
    expect(parsed).toEqual({
      email: 'robin@example.com',
      first_name: 'Robin',
      last_name: 'Diaz',
      permission: ['product', 'customer'],
    });
  });

  it('ask for at least one policy, and show a message about any of them on the picker', () => {
    const result = staffMemberBody.schema.safeParse(staffMemberBody.toBody(NEW_STAFF_VALUES));
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((i) => i.path[0] === 'permission')?.message).toBe(
      CHOOSE_A_PERMISSION,
    );
    const fieldOf = fieldFinder(newStaffBody.fields, NEW_STAFF_VALUES);
    expect(fieldOf('permission')).toBe('permission');
    expect(fieldOf('permission.3')).toBe('permission');
    expect(fieldOf('email')).toBe('email');
    expect(fieldOf('updated_at')).toBeUndefined();
  });
});
