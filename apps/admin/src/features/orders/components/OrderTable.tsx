import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type OrderSummary } from '@shop/admin-api';
import { DateTime, Money, type DataTableColumn } from '@shop/ui';
import {
  FinancialStatusBadge,
  FulfillmentStatusBadge,
} from '../../../lib/orders/OrderStatusBadges';
import { hrefs } from '../../../app/routing/hrefs';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';
import { useShop } from '../../../lib/queries/shop';

export type OrderTableProps = ListTableProps<OrderSummary>;

/** The orders list: sortable column ids are the contract's sort fields. */
export function OrderTable(props: OrderTableProps) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<OrderSummary>[]>(
    () => [
      {
        // The first column is the row's link: the order number names it.
        id: 'order_number',
        header: t('general:fields.order'),
        cell: (order) => t('general:fields.orderNumber', { number: order.order_number }),
        sortable: true,
        hideable: false,
        width: '10%',
      },
      {
        id: 'created_at',
        header: t('general:fields.date'),
        cell: (order) => <DateTime value={order.created_at} time />,
        sortable: true,
      },
      {
        id: 'customer',
        header: t('general:fields.customer'),
        cell: (order) => order.customer_name || order.email,
      },
      {
        id: 'financial_status',
        header: t('general:fields.payment'),
        cell: (order) => <FinancialStatusBadge status={order.financial_status} />,
      },
      {
        id: 'fulfillment_status',
        header: t('general:fields.fulfillment'),
        cell: (order) => <FulfillmentStatusBadge status={order.fulfillment_status} />,
      },
      {
        id: 'delivery_method',
        header: t('orders.columns.delivery'),
        cell: (order) => t(`orders.deliveryMethod.${order.delivery_method}`),
      },
      {
        id: 'total',
        header: t('general:fields.total'),
        cell: (order) => <Money minor={order.total} currency={currency} />,
        sortable: true,
        align: 'end',
      },
    ],
    [t, currency],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.orders')}
      columns={columns}
      getRowHref={(order) => hrefs.orders.detail(order.id)}
      searchPlaceholder={t('orders.searchPlaceholder')}
    />
  );
}
