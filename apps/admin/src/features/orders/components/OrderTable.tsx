import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type OrderSummary } from '@shop/admin-api';
import { DataTable, DateTime, Money, type DataTableColumn, type DataTablePaging } from '@shop/ui';
import {
  FinancialStatusBadge,
  FulfillmentStatusBadge,
} from '../../../lib/orders/OrderStatusBadges';
import { orderHref } from '../../../lib/app-paths';
import { useShop } from '../../../lib/queries/shop';

export interface OrderTableProps {
  rows: OrderSummary[] | undefined;
  count: number | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: string;
  onSortChange: (sort: string) => void;
  search: string;
  onSearchChange: (q: string) => void;
  paging: DataTablePaging;
  /** What shows when there are no rows and no search: "no orders yet", or "nothing matches". */
  empty: { title: string; description: string; action?: ReactNode };
}

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
        header: t('orders.columns.number'),
        cell: (order) => t('orders.number', { number: order.order_number }),
        sortable: true,
        hideable: false,
        width: '10%',
      },
      {
        id: 'created_at',
        header: t('orders.columns.date'),
        cell: (order) => <DateTime value={order.created_at} time />,
        sortable: true,
      },
      {
        id: 'customer',
        header: t('orders.columns.customer'),
        cell: (order) => order.customer_name || order.email,
      },
      {
        id: 'financial_status',
        header: t('orders.columns.payment'),
        cell: (order) => <FinancialStatusBadge status={order.financial_status} />,
      },
      {
        id: 'fulfillment_status',
        header: t('orders.columns.fulfillment'),
        cell: (order) => <FulfillmentStatusBadge status={order.fulfillment_status} />,
      },
      {
        id: 'delivery_method',
        header: t('orders.columns.delivery'),
        cell: (order) => t(`orders.deliveryMethod.${order.delivery_method}`),
      },
      {
        id: 'total',
        header: t('orders.columns.total'),
        cell: (order) => <Money minor={order.total} currency={currency} />,
        sortable: true,
        align: 'end',
      },
    ],
    [t, currency],
  );

  return (
    <DataTable
      label={t('orders.title')}
      columns={columns}
      rows={props.rows}
      getRowId={(order) => order.id}
      getRowHref={(order) => orderHref(order.id)}
      sort={props.sort}
      onSortChange={props.onSortChange}
      search={{
        value: props.search,
        onChange: props.onSearchChange,
        placeholder: t('orders.searchPlaceholder'),
      }}
      paging={props.paging}
      count={props.count}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      empty={props.empty}
    />
  );
}
