import { describe, expect, it } from 'vitest';
import { POLICIES } from '@shop/admin-api';
import { PICKER_ORDER, UNGROUPED } from './policy-groups';

describe('the policy groups', () => {
  it('hold every §6 policy exactly once', () => {
    expect(UNGROUPED).toEqual([]);
    expect([...PICKER_ORDER].sort()).toEqual([...POLICIES].sort());
  });
});
