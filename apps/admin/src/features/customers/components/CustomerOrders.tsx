import { useMemo } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, OrderSummary } from '@shop/admin-api';
import { DataTable, DateTime, Money, type DataTableColumn } from '@shop/ui';
import {
  FinancialStatusBadge,
  FulfillmentStatusBadge,
} from '../../../lib/orders/OrderStatusBadges';
import { hrefs } from '../../../app/routing/hrefs';
import { useCustomerOrders, useCustomerStats } from '../queries';

export function CustomerOrders({
  customerId,
  currency,
}: {
  customerId: string;
  currency: Currency;
}) {
  const { t } = useTranslation('non-settings');
  const orders = useCustomerOrders(customerId);
  // The API sends the newest orders only; the stats know how many there are in all.
  const total = useCustomerStats(customerId).data?.orders_count;
  const shown = orders.data?.length ?? 0;
  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<OrderSummary>[]>(
    () => [
      {
        id: 'order_number',
        header: t('general:fields.order'),
        cell: (order) => t('general:fields.orderNumber', { number: order.order_number }),
      },
      {
        id: 'created_at',
        header: t('general:fields.date'),
        cell: (order) => <DateTime value={order.created_at} time />,
      },
      {
        id: 'financial_status',
        header: t('general:fields.payment'),
        cell: (order) => <FinancialStatusBadge status={order.financial_status} />,
      },
      {
        id: 'fulfillment_status',
        header: t('customers.orders.fulfillment'),
        cell: (order) => <FulfillmentStatusBadge status={order.fulfillment_status} />,
      },
      {
        id: 'total',
        header: t('general:fields.total'),
        cell: (order) => <Money minor={order.total} currency={currency} />,
        align: 'end',
      },
    ],
    [t, currency],
  );
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="customer-orders-title">
        <Heading as="h2" size="4" id="customer-orders-title">
          {t('general:nav.orders')}
        </Heading>
        {total !== undefined && total > shown && shown > 0 ? (
          <Text as="p" size="2" color="gray">
            {t('customers.orders.latest', { shown, count: total })}
          </Text>
        ) : null}
        <DataTable
          label={t('general:nav.orders')}
          columns={columns}
          rows={orders.data}
          getRowId={(order) => order.id}
          getRowHref={(order) => hrefs.orders.detail(order.id)}
          isLoading={orders.isPending}
          error={orders.isError ? orders.error : undefined}
          onRetry={() => void orders.refetch()}
          empty={{ title: t('general:states.noOrders') }}
        />
      </section>
    </Flex>
  );
}
