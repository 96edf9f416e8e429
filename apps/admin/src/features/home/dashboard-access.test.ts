import { describe, expect, it } from 'vitest';
import type { Account } from '@shop/admin-api';
import { canSeeBlock } from './dashboard-access';

const account = (role: string, permission: string[]): Account => ({
  id: 'acct_1',
  role,
  permission,
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Rivera',
  profile_image: null,
  updated_at: 1,
});

describe('dashboard blocks by policy', () => {
  it('shows every block to the owner', () => {
    const owner = account('OWNER', []);
    expect(canSeeBlock(owner, 'sales')).toBe(true);
    expect(canSeeBlock(owner, 'topProducts')).toBe(true);
    expect(canSeeBlock(owner, 'topCustomers')).toBe(true);
  });

  it('needs dashboard and the policy of the data, each block on its own', () => {
    const staff = account('STAFF', ['dashboard', 'order', 'product']);
    expect(canSeeBlock(staff, 'sales')).toBe(true);
    expect(canSeeBlock(staff, 'topProducts')).toBe(true);
    expect(canSeeBlock(staff, 'topCustomers')).toBe(false);
  });

  it('hides every block without dashboard, whatever else the user holds', () => {
    const staff = account('STAFF', ['order', 'product', 'customer']);
    expect(canSeeBlock(staff, 'sales')).toBe(false);
    expect(canSeeBlock(staff, 'topProducts')).toBe(false);
    expect(canSeeBlock(staff, 'topCustomers')).toBe(false);
  });
});
