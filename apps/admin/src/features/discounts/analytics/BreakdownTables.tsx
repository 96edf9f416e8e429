import { useMemo } from 'react';
import { Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CodeAnalytics, Currency, ThresholdAnalytics } from '@shop/admin-api';
import { DataTable, Money, UiLink, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { formatNumber } from '../../../lib/i18n/number-format';

type Figures = Pick<CodeAnalytics, 'orders' | 'revenue' | 'discount' | 'average_order_value'>;

/** The columns every line has: orders, revenue, discount given, average order value. */
function useFigureColumns<Row extends Figures>(currency: Currency): DataTableColumn<Row>[] {
  const { t } = useTranslation('discounts');
  return useMemo(
    () => [
      {
        id: 'orders',
        header: t('analytics.columns.orders'),
        cell: (row) => formatNumber(row.orders),
        align: 'end',
      },
      {
        id: 'revenue',
        header: t('analytics.columns.revenue'),
        cell: (row) => <Money minor={row.revenue} currency={currency} />,
        align: 'end',
      },
      {
        id: 'discount',
        header: t('analytics.columns.discount'),
        cell: (row) => <Money minor={row.discount} currency={currency} />,
        align: 'end',
      },
      {
        id: 'average',
        header: t('analytics.columns.average'),
        cell: (row) =>
          row.average_order_value === null ? (
            t('analytics.none')
          ) : (
            <Money minor={row.average_order_value} currency={currency} />
          ),
        align: 'end',
      },
    ],
    [t, currency],
  );
}

/** Each code used in the range; a deleted code keeps its line, without a link. */
export function CodeTable({ rows, currency }: { rows: CodeAnalytics[]; currency: Currency }) {
  const { t } = useTranslation('discounts');
  const figures = useFigureColumns<CodeAnalytics>(currency);
  const columns = useMemo<DataTableColumn<CodeAnalytics>[]>(
    () => [
      {
        id: 'code',
        header: t('columns.code'),
        cell: (row) =>
          row.coupon_id ? (
            <UiLink href={hrefs.discounts.discountCodeDetail(row.coupon_id)}>{row.code}</UiLink>
          ) : (
            row.code
          ),
      },
      {
        id: 'name',
        header: t('general:fields.name'),
        cell: (row) => row.name ?? <Text color="gray">{t('analytics.deletedCode')}</Text>,
      },
      ...figures,
    ],
    [t, figures],
  );
  return (
    <section>
      <Heading as="h2" size="4" mb="3">
        {t('analytics.byCode')}
      </Heading>
      <DataTable<CodeAnalytics>
        label={t('analytics.byCode')}
        columns={columns}
        rows={rows}
        getRowId={(row) => `${row.coupon_id ?? ''}/${row.code}`}
        empty={{ title: t('analytics.noCodes') }}
      />
    </section>
  );
}

/** Each threshold met in the range, by its name as it was then. */
export function ThresholdTable({
  rows,
  currency,
}: {
  rows: ThresholdAnalytics[];
  currency: Currency;
}) {
  const { t } = useTranslation('discounts');
  const figures = useFigureColumns<ThresholdAnalytics>(currency);
  const columns = useMemo<DataTableColumn<ThresholdAnalytics>[]>(
    () => [
      {
        id: 'name',
        header: t('analytics.columns.threshold'),
        cell: (row) =>
          row.threshold_id ? (
            row.name
          ) : (
            <>
              {row.name} <Text color="gray">({t('analytics.deletedThreshold')})</Text>
            </>
          ),
      },
      ...figures,
    ],
    [t, figures],
  );
  return (
    <section>
      <Heading as="h2" size="4" mb="3">
        {t('analytics.byThreshold')}
      </Heading>
      <DataTable<ThresholdAnalytics>
        label={t('analytics.byThreshold')}
        columns={columns}
        rows={rows}
        getRowId={(row) => `${row.threshold_id ?? ''}/${row.name}`}
        empty={{ title: t('analytics.noThresholds') }}
      />
    </section>
  );
}
