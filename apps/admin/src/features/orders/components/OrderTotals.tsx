import type { ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, Order } from '@shop/admin-api';
import { Money } from '@shop/ui';
import * as styles from './order-detail.css';

function Row({ label, children, total }: { label: string; children: ReactNode; total?: boolean }) {
  const weight = total ? 'bold' : undefined;
  return (
    <div className={total ? styles.totalPair : styles.pair}>
      <Text as="span" size="2" weight={weight} asChild>
        <dt>{label}</dt>
      </Text>
      <Text as="span" size="2" weight={weight} asChild>
        <dd className={styles.description}>{children}</dd>
      </Text>
    </div>
  );
}

/** The order's money in the shop currency, as the server added it up. */
export function OrderTotals({ order, currency }: { order: Order; currency: Currency }) {
  const { t } = useTranslation('non-settings');
  return (
    <Flex direction="column" gap="2" asChild>
      <dl aria-label={t('orders.totals.title')}>
        <Row label={t('orders.totals.subtotal', { count: order.items_count })}>
          <Money minor={order.subtotal} currency={currency} />
        </Row>
        {/* The code the order was placed with, as typed then, and what it took off. */}
        {order.discount_code !== null || order.discount_total > 0 ? (
          <Row label={t('orders.totals.discount', { code: order.discount_code ?? '' })}>
            <Money minor={-order.discount_total} currency={currency} />
          </Row>
        ) : null}
        {/* The threshold discount the order met, by its name then, and what it took off. */}
        {order.discount_threshold !== null || order.threshold_discount_amount > 0 ? (
          <Row label={t('orders.totals.threshold', { name: order.discount_threshold?.name ?? '' })}>
            <Money minor={-order.threshold_discount_amount} currency={currency} />
          </Row>
        ) : null}
        <Row label={t('orders.totals.shipping')}>
          <Money minor={order.shipping_total} currency={currency} />
        </Row>
        <Row label={t('orders.totals.tax')}>
          <Money minor={order.tax_total} currency={currency} />
        </Row>
        <Row label={t('general:fields.total')} total>
          <Money minor={order.total} currency={currency} />
        </Row>
      </dl>
    </Flex>
  );
}
