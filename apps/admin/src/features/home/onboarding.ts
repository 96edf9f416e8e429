import type { Onboarding, OnboardingStep, Shop } from '@shop/admin-api';

export interface ChecklistItem {
  step: OnboardingStep;
  /** Key of its label in the non-settings namespace. */
  labelKey: string;
  /** A step of a shop that sells by link only (its storefront is not the way it sells). */
  byLinkOnly?: true;
}

/**
 * The §3 onboarding entries as a checklist. "Create your store" is always checked (§4: the merchant
 * is inside the store they created); the others are checked once the shop's list has them.
 */
export const ONBOARDING_CHECKLIST: readonly ChecklistItem[] = [
  { step: 'create_store', labelKey: 'home.onboarding.createStore' },
  { step: 'sell_via_link', labelKey: 'home.onboarding.sellViaLink', byLinkOnly: true },
  { step: 'create_card', labelKey: 'home.onboarding.createCard' },
];

type OnboardingShop = Pick<Shop, 'onboarding' | 'website_selling_mode'>;

/** The entries that apply to a shop: selling by link is a step only for a shop that sells so. */
export function checklistOf(shop: OnboardingShop): ChecklistItem[] {
  return ONBOARDING_CHECKLIST.filter(
    (item) => !item.byLinkOnly || shop.website_selling_mode === 'sell_by_link',
  );
}

export function isStepDone(step: OnboardingStep, onboarding: Onboarding): boolean {
  return step === 'create_store' || onboarding.list.includes(step);
}

/**
 * §4's rule as it is meant: the onboarding screen shows while onboarding is editable and not every
 * entry of the shop's checklist is done. The spec's words ("a one-item checklist, shown when the
 * count of list entries is below the checklist length minus 1") could never be true: no list has
 * fewer than 0 entries (README, notes on the spec).
 */
export function shouldShowOnboarding(shop: OnboardingShop | undefined): boolean {
  return (
    !!shop?.onboarding.isEditable &&
    !checklistOf(shop).every((item) => isStepDone(item.step, shop.onboarding))
  );
}
