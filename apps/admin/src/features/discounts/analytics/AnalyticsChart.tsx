import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnalyticsDay, Currency } from '@shop/admin-api';
import { BarChart, dateTimeFormat, formatMoney } from '@shop/ui';
import { useIntlLocale } from '../../../lib/i18n/intl-locale';

/** "Nov 3" in the page's language: a day of the range is a calendar day, shown as is. */
function dayLabel(date: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

/** Revenue per day, the discounted orders' part first: how much of the sales a discount carried. */
export function AnalyticsChart({ days, currency }: { days: AnalyticsDay[]; currency: Currency }) {
  const { t } = useTranslation('discounts');
  const locale = useIntlLocale();
  const data = useMemo(
    () =>
      days.map((day) => ({
        key: day.date,
        label: dayLabel(day.date, locale),
        values: [day.discounted_revenue, day.revenue - day.discounted_revenue],
      })),
    [days, locale],
  );
  const series = useMemo(
    () => [
      { label: t('analytics.chart.withDiscount') },
      { label: t('analytics.chart.withoutDiscount') },
    ],
    [t],
  );
  return (
    <BarChart
      title={t('analytics.chart.title')}
      labelHeader={t('analytics.chart.day')}
      series={series}
      data={data}
      formatValue={(minor) => formatMoney(minor, currency, locale)}
      emptyLabel={t('general:states.noData')}
    />
  );
}
