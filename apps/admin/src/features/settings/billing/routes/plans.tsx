import { useState } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Plan } from '@shop/admin-api';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { ChangePlanDialog } from '../components/ChangePlanDialog';
import { PlanCard } from '../components/PlanCard';
import * as styles from '../components/billing.css';
import { billingQuery, plansQuery, useBilling, usePlans } from '../queries';

export const namespaces = ['settings'] as const;

/** §2: the plan list and the billing record, from the cache or fetched, before the page shows. */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(plansQuery),
    queryClient.ensureQueryData(billingQuery),
  ]);
}

/**
 * Settings › plans: the plans side by side, the shop's own marked, and a confirmation with the
 * price and what changes before the shop moves to another.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const plans = usePlans();
  const billing = useBilling();
  const [dialog, setDialog] = useState<{ open: boolean; plan: Plan | null }>({
    open: false,
    plan: null,
  });

  let content;
  if (plans.data && billing.data) {
    const current = plans.data.find((plan) => plan.id === billing.data.plan_id);
    content = (
      <>
        <ul className={styles.planGrid} aria-label={t('billing.plans.listLabel')}>
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={current}
              usage={billing.data.usage}
              onChoose={(chosen) => setDialog({ open: true, plan: chosen })}
            />
          ))}
        </ul>
        {current && (
          <ChangePlanDialog
            target={dialog.plan}
            open={dialog.open}
            onOpenChange={(open) => setDialog((shown) => ({ ...shown, open }))}
            current={current}
            billing={billing.data}
          />
        )}
      </>
    );
  } else if (plans.isPending || billing.isPending) {
    content = <Skeleton height="320px" />;
  } else {
    content = (
      <ErrorView
        supportEmail={config.supportEmail}
        onRetry={() => void Promise.all([plans.refetch(), billing.refetch()])}
      />
    );
  }

  return (
    <Page title={t('general:settingsNav.plans')}>
      <Flex direction="column" gap="5">
        <Text as="p" color="gray">
          {t('billing.plans.intro')}
        </Text>
        {content}
      </Flex>
    </Page>
  );
}
