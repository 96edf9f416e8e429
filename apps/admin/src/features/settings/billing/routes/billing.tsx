import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Billing, Plan } from '@shop/admin-api';
import {
  DateTime,
  EmptyState,
  ErrorView,
  formatDate,
  formatMoney,
  Page,
  Skeleton,
  StatusBadge,
  UiLink,
} from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import * as styles from '../components/billing.css';
import { InvoicesTable } from '../components/InvoicesTable';
import { PaymentMethodText } from '../components/PaymentMethodText';
import { PayNow } from '../components/PayNow';
import { billingQuery, plansQuery, useBilling, usePlans } from '../queries';

export const namespaces = ['settings'] as const;

/** §2: the billing record first (and the plans, which name the shop's plan and its price). */
export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(billingQuery),
    queryClient.ensureQueryData(plansQuery),
  ]);
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.summaryItem}>
      <Text as="span" size="2" color="gray" asChild>
        <dt>{label}</dt>
      </Text>
      <Text as="span" size="3" weight="medium" asChild>
        <dd className={styles.summaryItem}>{children}</dd>
      </Text>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="4" id={id}>
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}

function BillingDetails({ billing, plan }: { billing: Billing; plan: Plan | undefined }) {
  const { t } = useTranslation('settings');
  return (
    <Flex direction="column" gap="6">
      <Card size="3">
        <dl className={styles.summary}>
          <Figure label={t('billing.summary.plan')}>
            <span>{plan?.name ?? billing.plan_id}</span>
            <UiLink href={hrefs.settings.plans()}>{t('billing.summary.changePlan')}</UiLink>
          </Figure>
          <Figure label={t('billing.summary.nextCharge')}>
            <span>
              {t('billing.summary.nextChargeOn', {
                amount: formatMoney(billing.next_charge.amount, billing.next_charge.currency),
                date: formatDate(billing.next_charge.date),
              })}
            </span>
          </Figure>
          <Figure label={t('billing.summary.status')}>
            <StatusBadge
              status={billing.status}
              label={t(`billing.summary.statuses.${billing.status}`)}
              tone={billing.status === 'active' ? 'success' : 'danger'}
            />
          </Figure>
          <Figure label={t('billing.summary.period')}>
            <span>
              <DateTime value={billing.current_period_start} /> –{' '}
              <DateTime value={billing.current_period_end} />
            </span>
          </Figure>
        </dl>
      </Card>

      <Section id="billing-payment-method" title={t('billing.paymentMethod.title')}>
        <Card size="3">
          <Flex direction="column" gap="4">
            <Text as="p">
              <PaymentMethodText method={billing.payment_method} />
            </Text>
            {plan && <PayNow plan={plan} />}
          </Flex>
        </Card>
      </Section>

      <Section id="billing-invoices" title={t('billing.invoices.title')}>
        {billing.invoices.length ? (
          <InvoicesTable invoices={billing.invoices} />
        ) : (
          <EmptyState
            title={t('billing.invoices.empty')}
            description={t('billing.invoices.emptyDescription')}
          />
        )}
      </Section>
    </Flex>
  );
}

/** Settings › billing: the shop's plan, next charge, payment method (and paying), invoices. */
export function Component() {
  const { t } = useTranslation('settings');
  const billing = useBilling();
  const plans = usePlans();

  let content;
  if (billing.data) {
    const plan = plans.data?.find((p) => p.id === billing.data.plan_id);
    content = <BillingDetails billing={billing.data} plan={plan} />;
  } else if (billing.isPending) {
    content = <Skeleton height="32px" lines={6} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void billing.refetch()} />
    );
  }
  return <Page title={t('general:settingsNav.billing')}>{content}</Page>;
}
