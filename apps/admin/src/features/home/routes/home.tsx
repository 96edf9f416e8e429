import { lazy, Suspense } from 'react';
import { Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { accountQuery, useAccount } from '../../../lib/queries/account';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { useShowConfetti } from '../confetti/use-show-confetti';
import { Dashboard } from '../components/Dashboard';
import { canSeeBlock } from '../dashboard-access';
import { shouldShowOnboarding } from '../onboarding';
import { orderStatsQuery, topCustomersQuery, topProductsQuery } from '../queries';
import { yesterdayStatsDate } from '../yesterday';

export const namespaces = ['non-settings'] as const;

// The checklist shows only while a new store has first steps to do (§4; with today's one-item list,
// never): its code and Radix's checkbox come then, started by the loader, not with every home page.
const loadOnboardingChecklist = () => import('../components/OnboardingChecklist');
const OnboardingChecklist = lazy(async () => ({
  default: (await loadOnboardingChecklist()).OnboardingChecklist,
}));
// Only a new store's first visit celebrates (/home?show-confetti).
const ConfettiCelebration = lazy(async () => ({
  default: (await import('../confetti/ConfettiCelebration')).ConfettiCelebration,
}));

/**
 * The calls of the blocks this user sees, awaited: the page's first render has their figures (a
 * block whose call failed shows its own error). A query that answered after the render would draw its
 * block again synchronously, a long task on a phone (issue 20); these answer in milliseconds.
 */
export async function loader() {
  const [account, shop] = await Promise.all([
    queryClient.ensureQueryData(accountQuery),
    queryClient.ensureQueryData(shopQuery),
  ]);
  if (shouldShowOnboarding(shop)) {
    // A failure to load shows where the checklist renders (the route's error view).
    loadOnboardingChecklist().catch(() => {});
    return;
  }
  // prefetchQuery never rejects: a failed block is the block's to show.
  const blocks: Promise<void>[] = [];
  if (canSeeBlock(account, 'sales'))
    blocks.push(
      queryClient.prefetchQuery(orderStatsQuery()),
      queryClient.prefetchQuery(orderStatsQuery(yesterdayStatsDate())),
    );
  if (canSeeBlock(account, 'topProducts'))
    blocks.push(queryClient.prefetchQuery(topProductsQuery()));
  if (canSeeBlock(account, 'topCustomers'))
    blocks.push(queryClient.prefetchQuery(topCustomersQuery()));
  await Promise.all(blocks);
}

/** §2 Home: a greeting, then the onboarding checklist when §4's rule says so, else the dashboard. */
export function Component() {
  const { t } = useTranslation('non-settings');
  const { data: account } = useAccount();
  const { data: shop } = useShop();
  const celebration = useShowConfetti();
  const name = account?.first_name.trim();
  return (
    <Page title={t('general:nav.home')}>
      <Flex direction="column" gap="5">
        <Heading as="h2" size="5" weight="medium">
          {name ? t('home.greeting', { name }) : t('home.greetingNoName')}
        </Heading>
        {shop && shouldShowOnboarding(shop) ? (
          <Suspense fallback={null}>
            <OnboardingChecklist shop={shop} />
          </Suspense>
        ) : account ? (
          <Dashboard account={account} currency={shop?.currency ?? DEFAULT_CURRENCY} />
        ) : null}
      </Flex>
      {celebration.celebrating ? (
        <Suspense fallback={null}>
          <ConfettiCelebration onDone={celebration.onDone} />
        </Suspense>
      ) : null}
    </Page>
  );
}
