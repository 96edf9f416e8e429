import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type Customer } from '@shop/admin-api';
import { DataTable, DateTime, Money, type DataTableColumn, type DataTablePaging } from '@shop/ui';
import { fullName } from '../../../lib/format';
import { useShop } from '../../../lib/queries/shop';

export interface CustomerTableProps {
  rows: Customer[] | undefined;
  count: number | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: string;
  onSortChange: (sort: string) => void;
  search: string;
  onSearchChange: (q: string) => void;
  paging: DataTablePaging;
}

/** The customer list: column ids are the contract's sort fields. */
export function CustomerTable(props: CustomerTableProps) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<Customer>[]>(
    () => [
      {
        id: 'last_name',
        header: t('customers.columns.name'),
        cell: (customer) => fullName(customer) || customer.email,
        sortable: true,
        width: '26%',
      },
      {
        id: 'email',
        header: t('customers.columns.email'),
        cell: (customer) => customer.email,
        sortable: true,
      },
      {
        id: 'orders_count',
        header: t('customers.columns.orders'),
        cell: (customer) => customer.orders_count,
        sortable: true,
        align: 'end',
        width: '12%',
      },
      {
        id: 'total_spent',
        header: t('customers.columns.totalSpent'),
        cell: (customer) => <Money minor={customer.total_spent} currency={currency} />,
        sortable: true,
        align: 'end',
        width: '16%',
      },
      {
        id: 'created_at',
        header: t('customers.columns.created'),
        cell: (customer) => <DateTime value={customer.created_at} />,
        sortable: true,
        width: '16%',
      },
    ],
    [t, currency],
  );

  return (
    <DataTable
      label={t('customers.title')}
      columns={columns}
      rows={props.rows}
      getRowId={(customer) => customer.id}
      getRowHref={(customer) => `/customers/${encodeURIComponent(customer.id)}`}
      sort={props.sort}
      onSortChange={props.onSortChange}
      search={{
        value: props.search,
        onChange: props.onSearchChange,
        placeholder: t('customers.searchPlaceholder'),
      }}
      paging={props.paging}
      count={props.count}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      empty={{
        title: t('customers.empty.title'),
        description: t('customers.empty.description'),
      }}
    />
  );
}
