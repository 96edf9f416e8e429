import type { Onboarding, OnboardingStep } from '@shop/admin-api';

export interface ChecklistItem {
  step: OnboardingStep;
  /** Key of its label in the non-settings namespace. */
  labelKey: string;
  /** Whether the item shows as done. */
  isDone: (onboarding: Onboarding) => boolean;
}

/**
 * §4: the onboarding checklist has one item, "create store", always checked (the merchant is inside
 * the store they created).
 */
export const ONBOARDING_CHECKLIST: readonly ChecklistItem[] = [
  { step: 'create_store', labelKey: 'home.onboarding.createStore', isDone: () => true },
];

/**
 * §4, literally: the onboarding shows when `isEditable` is true and the count of list entries is
 * below the checklist length minus 1.
 *
 * With the one-item checklist of today that reads "fewer than 0 entries", which no list can be: the
 * onboarding screen never shows, whatever the shop's state, and /home is always the dashboard. The
 * rule takes effect once the checklist grows (with three items, a shop whose onboarding is on and
 * that did fewer than two steps sees it).
 */
export function shouldShowOnboarding(
  onboarding: Onboarding | undefined,
  checklistLength: number = ONBOARDING_CHECKLIST.length,
): boolean {
  if (!onboarding) return false;
  return onboarding.isEditable && onboarding.list.length < checklistLength - 1;
}
