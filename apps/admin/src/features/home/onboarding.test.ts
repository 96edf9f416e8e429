import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, type Onboarding } from '@shop/admin-api';
import { ONBOARDING_CHECKLIST, shouldShowOnboarding } from './onboarding';

const state = (isEditable: boolean, list: Onboarding['list']): Onboarding => ({ isEditable, list });

describe('the onboarding rule (§4)', () => {
  it('has one checklist item, create store, always checked', () => {
    expect(ONBOARDING_CHECKLIST.map((item) => item.step)).toEqual(['create_store']);
    expect(ONBOARDING_CHECKLIST[0]?.isDone(state(false, []))).toBe(true);
  });

  it('never shows with the one-item checklist: no list has fewer than 0 entries', () => {
    for (const isEditable of [true, false]) {
      expect(shouldShowOnboarding(state(isEditable, []))).toBe(false);
      expect(shouldShowOnboarding(state(isEditable, ['create_store']))).toBe(false);
      expect(shouldShowOnboarding(state(isEditable, [...ONBOARDING_STEPS]))).toBe(false);
    }
  });

  it('shows when editable and the list is shorter than the checklist length minus 1', () => {
    // With a checklist of three: lists of 0 and 1 entries are below 2.
    expect(shouldShowOnboarding(state(true, []), 3)).toBe(true);
    expect(shouldShowOnboarding(state(true, ['create_store']), 3)).toBe(true);
    expect(shouldShowOnboarding(state(true, ['create_store', 'create_card']), 3)).toBe(false);
    expect(shouldShowOnboarding(state(true, [...ONBOARDING_STEPS]), 3)).toBe(false);
  });

  it('never shows while onboarding is not editable, or before the shop is known', () => {
    expect(shouldShowOnboarding(state(false, []), 3)).toBe(false);
    expect(shouldShowOnboarding(undefined, 3)).toBe(false);
  });
});
