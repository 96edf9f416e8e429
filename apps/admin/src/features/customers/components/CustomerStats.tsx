import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { DateTime, Money, StatCard } from '@shop/ui';
import { useCustomerStats } from '../queries';

export function CustomerStats({
  customerId,
  currency,
}: {
  customerId: string;
  currency: Currency;
}) {
  const { t } = useTranslation('non-settings');
  const { data: stats, isPending, isError } = useCustomerStats(customerId);
  const loading = isPending;
  // A failed block says so in place (the toast already told what happened).
  const unavailable = isError ? t('general:states.notAvailable') : null;
  return (
    <Grid
      columns={{ initial: '1', xs: '2', md: '4' }}
      gap="3"
      aria-label={t('customers.stats.label')}
      role="group"
    >
      <StatCard
        label={t('general:fields.totalSpent')}
        loading={loading}
        value={
          unavailable ?? (stats ? <Money minor={stats.total_spent} currency={currency} /> : null)
        }
      />
      <StatCard
        label={t('general:nav.orders')}
        loading={loading}
        value={unavailable ?? stats?.orders_count}
      />
      <StatCard
        label={t('customers.stats.averageOrder')}
        loading={loading}
        value={
          unavailable ??
          (stats ? <Money minor={stats.average_order_value} currency={currency} /> : null)
        }
      />
      <StatCard
        label={t('customers.stats.lastOrder')}
        loading={loading}
        value={
          unavailable ??
          (stats?.last_order_at ? (
            <DateTime value={stats.last_order_at} />
          ) : (
            t('general:states.noOrders')
          ))
        }
      />
    </Grid>
  );
}
