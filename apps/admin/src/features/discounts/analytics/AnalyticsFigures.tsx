import { useTranslation } from 'react-i18next';
import type { AnalyticsTotal, Currency } from '@shop/admin-api';
import { Money, StatCard } from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';
import * as styles from './analytics.css';

/** A money figure, or "—" when there is nothing to average. */
function Amount({ minor, currency }: { minor: number | null; currency: Currency }) {
  const { t } = useTranslation('discounts');
  return minor === null ? t('analytics.none') : <Money minor={minor} currency={currency} />;
}

/** The range's totals: orders, revenue, discount given, and the average with and without one. */
export function AnalyticsFigures({
  total,
  currency,
  loading,
}: {
  total: AnalyticsTotal | undefined;
  currency: Currency;
  loading: boolean;
}) {
  const { t } = useTranslation('discounts');
  const money = (minor: number | null | undefined) =>
    minor === undefined ? null : <Amount minor={minor} currency={currency} />;
  const cards = [
    ['orders', total && formatNumber(total.orders)],
    ['discountedOrders', total && formatNumber(total.discounted_orders)],
    ['revenue', money(total?.revenue)],
    ['discount', money(total?.discount)],
    ['averageWith', money(total?.average_with_discount)],
    ['averageWithout', money(total?.average_without_discount)],
  ] as const;
  return (
    <section aria-label={t('analytics.figures')} className={styles.figures}>
      {cards.map(([key, value]) => (
        <StatCard
          key={key}
          label={t(`analytics.totals.${key}`)}
          value={value}
          loading={loading && !total}
        />
      ))}
    </section>
  );
}
