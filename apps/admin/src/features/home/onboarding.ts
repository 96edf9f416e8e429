import type { Onboarding, OnboardingStep, Shop } from '@shop/admin-api';

/** The §3 onboarding entries, in the checklist's order (their labels: OnboardingChecklist). */
const STEPS: readonly OnboardingStep[] = ['create_store', 'sell_via_link', 'create_card'];

type OnboardingShop = Pick<Shop, 'onboarding' | 'website_selling_mode'>;

/** The entries that apply to a shop: selling by link is a step only for a shop that sells so. */
export function checklistOf(shop: OnboardingShop): OnboardingStep[] {
  return STEPS.filter(
    (step) => step !== 'sell_via_link' || shop.website_selling_mode === 'sell_by_link',
  );
}

/** "Create your store" is always done (§4: the merchant is inside it); the others once listed. */
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
    !checklistOf(shop).every((step) => isStepDone(step, shop.onboarding))
  );
}
