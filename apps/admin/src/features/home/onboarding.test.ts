import { describe, expect, it } from 'vitest';
import type { Onboarding, Shop } from '@shop/admin-api';
import { checklistOf, shouldShowOnboarding } from './onboarding';

const shop = (
  isEditable: boolean,
  list: Onboarding['list'],
  website_selling_mode: Shop['website_selling_mode'] = 'online_store',
) => ({ onboarding: { isEditable, list }, website_selling_mode });

describe('the onboarding checklist (§3, §4)', () => {
  it('lists the entries that apply to the shop: selling by link only where the shop does', () => {
    expect(checklistOf(shop(true, []))).toEqual(['create_store', 'create_card']);
    expect(checklistOf(shop(true, [], 'sell_by_link'))).toEqual([
      'create_store',
      'sell_via_link',
      'create_card',
    ]);
  });

  it('shows while onboarding is editable and not every entry is done', () => {
    // "Create your store" is always done: a new shop still has its card to add.
    expect(shouldShowOnboarding(shop(true, []))).toBe(true);
    expect(shouldShowOnboarding(shop(true, ['create_store']))).toBe(true);
    expect(shouldShowOnboarding(shop(true, ['create_store', 'create_card']))).toBe(false);
    expect(shouldShowOnboarding(shop(true, ['create_card']))).toBe(false);
    // A shop that sells by link has that step too.
    expect(shouldShowOnboarding(shop(true, ['create_card'], 'sell_by_link'))).toBe(true);
    expect(
      shouldShowOnboarding(
        shop(true, ['create_store', 'sell_via_link', 'create_card'], 'sell_by_link'),
      ),
    ).toBe(false);
  });

  it('never shows while onboarding is not editable, or before the shop is known', () => {
    expect(shouldShowOnboarding(shop(false, []))).toBe(false);
    expect(shouldShowOnboarding(shop(false, [], 'sell_by_link'))).toBe(false);
    expect(shouldShowOnboarding(undefined)).toBe(false);
  });
});
