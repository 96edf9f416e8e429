import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LOW_STOCK_THRESHOLD, type Location } from '@shop/admin-api';
import { StatCard } from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useStats } from '../queries';

/** The location's figures from inventory/stats; a save or an undo refetches them. */
export function InventoryStats({ location }: { location: Location }) {
  const { t } = useTranslation('non-settings');
  const { data: stats, isPending, isError } = useStats(location.id);
  // A failed block says so in place (the toast already told what happened).
  const figure = (value: number | undefined) =>
    isError ? t('general:states.notAvailable') : value === undefined ? null : formatNumber(value);
  return (
    <Grid
      columns={{ initial: '1', xs: '2', md: '4' }}
      gap="3"
      role="group"
      aria-label={t('inventory.stats.label', { location: location.name })}
    >
      <StatCard
        label={t('inventory.stats.totalUnits')}
        loading={isPending}
        value={figure(stats?.total_units)}
      />
      <StatCard
        label={t('inventory.stats.variantsTracked')}
        loading={isPending}
        value={figure(stats?.variants_tracked)}
      />
      <StatCard
        label={t('inventory.stats.outOfStock')}
        loading={isPending}
        value={figure(stats?.out_of_stock)}
      />
      <StatCard
        label={t('inventory.stats.lowStock', {
          threshold: stats?.low_stock_threshold ?? LOW_STOCK_THRESHOLD,
        })}
        loading={isPending}
        value={figure(stats?.low_stock)}
      />
    </Grid>
  );
}
