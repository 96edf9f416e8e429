import type { LoaderFunctionArgs } from 'react-router';
import { Button, Callout } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type DiscountAnalyticsQuery } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { downloadCsv } from '../csv';
import { AnalyticsChart } from '../analytics/AnalyticsChart';
import { AnalyticsFigures } from '../analytics/AnalyticsFigures';
import { analyticsCsv, analyticsFileName } from '../analytics/analytics-csv';
import * as styles from '../analytics/analytics.css';
import { CodeTable, ThresholdTable } from '../analytics/BreakdownTables';
import { discountAnalyticsQuery, useDiscountAnalytics } from '../analytics/queries';
import { DEFAULT_DAYS, lastDays, rangeProblem, today, useAnalyticsRange } from '../analytics/range';
import { RangeForm } from '../analytics/RangeForm';

export const namespaces = ['discounts'] as const;

/** The range of the URL, or the shop's last days: the figures load with the page. */
export async function loader({ request }: LoaderFunctionArgs) {
  const shop = await queryClient.ensureQueryData(shopQuery);
  const search = new URL(request.url).searchParams;
  const asked: DiscountAnalyticsQuery = {
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
  const range = rangeProblem(asked) === null ? asked : lastDays(DEFAULT_DAYS, today(shop.timezone));
  // A failure shows on the page (with its retry), not as the route's error.
  await queryClient.prefetchQuery(discountAnalyticsQuery(range));
}

/**
 * Issue 25: what the discounts did over a range of the shop's days, from its orders: the totals, the
 * revenue per day with and without a discount, each code and each threshold, and the whole as CSV.
 */
export function Component() {
  const { t } = useTranslation('discounts');
  const shop = useShop().data;
  const timeZone = shop?.timezone ?? 'UTC';
  const currency = shop?.currency ?? DEFAULT_CURRENCY;
  const { range, setRange } = useAnalyticsRange(timeZone);
  const analytics = useDiscountAnalytics(range);
  const data = analytics.data;
  useDocumentTitle(t('general:nav.discountAnalytics'));

  return (
    <Page
      title={t('general:nav.discountAnalytics')}
      actions={
        <Button
          type="button"
          variant="soft"
          color="gray"
          disabled={!data}
          onClick={() => data && downloadCsv(analyticsFileName(data), analyticsCsv(data))}
        >
          {t('list.exportCsv')}
        </Button>
      }
    >
      <div className={styles.stack} aria-busy={analytics.isFetching || undefined}>
        <RangeForm range={range} timeZone={timeZone} onChange={setRange} />
        {analytics.isError ? (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{t('analytics.loadError')}</Callout.Text>
            <Button
              type="button"
              variant="soft"
              color="red"
              onClick={() => void analytics.refetch()}
            >
              {t('general:actions.tryAgain')}
            </Button>
          </Callout.Root>
        ) : null}
        <AnalyticsFigures total={data?.total} currency={currency} loading={analytics.isPending} />
        {data ? (
          <>
            <AnalyticsChart days={data.days} currency={currency} />
            <CodeTable rows={data.codes} currency={currency} />
            <ThresholdTable rows={data.thresholds} currency={currency} />
          </>
        ) : null}
      </div>
    </Page>
  );
}
