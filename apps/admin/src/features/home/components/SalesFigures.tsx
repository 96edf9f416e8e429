import { useState } from 'react';
import { Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { Money, StatCard } from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';
import { useOrderStats } from '../queries';
import { yesterdayStatsDate } from '../yesterday';
import { BlockError } from './BlockError';
import * as styles from './home.css';

/**
 * §2: total sales and total orders (all time) and yesterday's sales (GET orders/stats with
 * yesterday's date). A figure that failed reads N/A, and the block shows its error once below.
 */
export function SalesFigures({ currency }: { currency: Currency }) {
  const { t } = useTranslation('non-settings');
  // The day the page opened on: the figure does not jump to another day under the merchant's eyes.
  const [yesterday] = useState(yesterdayStatsDate);
  const allTime = useOrderStats();
  const ofYesterday = useOrderStats(yesterday);
  const notAvailable = t('general:states.notAvailable');
  const money = (minor: number | undefined) =>
    minor === undefined ? notAvailable : <Money minor={minor} currency={currency} />;
  const failed = [allTime, ofYesterday].filter((query) => query.isError);
  return (
    <Flex direction="column" gap="3" asChild>
      <section
        aria-labelledby="home-sales"
        aria-busy={allTime.isPending || ofYesterday.isPending || undefined}
      >
        <Heading as="h2" size="3" id="home-sales">
          {t('home.sales.title')}
        </Heading>
        <div className={styles.figures}>
          <StatCard
            label={t('home.sales.totalSales')}
            loading={allTime.isPending}
            value={money(allTime.data?.total_sales)}
          />
          <StatCard
            label={t('home.sales.yesterdaySales')}
            loading={ofYesterday.isPending}
            value={money(ofYesterday.data?.total_sales)}
          />
          <StatCard
            label={t('home.sales.totalOrders')}
            loading={allTime.isPending}
            value={allTime.data ? formatNumber(allTime.data.count) : notAvailable}
          />
        </div>
        {failed.length > 0 ? (
          <BlockError onRetry={() => failed.forEach((query) => void query.refetch())} />
        ) : null}
      </section>
    </Flex>
  );
}
