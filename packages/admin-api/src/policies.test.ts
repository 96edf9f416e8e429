import { describe, expect, it } from 'vitest';
import { can } from './policies';

describe('can', () => {
  it('lets OWNER do everything, whatever the case of the role', () => {
    expect(can({ role: 'OWNER', permission: [] }, 'customer')).toBe(true);
    expect(can({ role: 'owner', permission: [] }, 'billing')).toBe(true);
  });

  it('lets anyone else do only what their permission list holds', () => {
    const staff = { role: 'STAFF', permission: ['product', 'order'] };
    expect(can(staff, 'product')).toBe(true);
    expect(can(staff, 'customer')).toBe(false);
  });

  it('opens a route without a policy to any signed-in user', () => {
    expect(can({ role: 'STAFF', permission: [] })).toBe(true);
  });

  it('fails without an account', () => {
    expect(() => can(null, 'product')).toThrow('User does not exist!');
  });
});
