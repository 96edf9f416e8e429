import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type Customer } from '@shop/admin-api';
import { DateTime, Money, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { fullName } from '../../../lib/format';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';
import { useShop } from '../../../lib/queries/shop';

export type CustomerTableProps = Omit<ListTableProps<Customer>, 'empty'>;

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
        header: t('general:fields.name'),
        cell: (customer) => fullName(customer) || customer.email,
        sortable: true,
        width: '26%',
      },
      {
        id: 'email',
        header: t('general:fields.email'),
        cell: (customer) => customer.email,
        sortable: true,
      },
      {
        id: 'orders_count',
        header: t('general:nav.orders'),
        cell: (customer) => customer.orders_count,
        sortable: true,
        align: 'end',
        width: '12%',
      },
      {
        id: 'total_spent',
        header: t('general:fields.totalSpent'),
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
    <ListTable
      {...props}
      label={t('general:nav.customers')}
      columns={columns}
      getRowHref={(customer) => hrefs.customers.detail(customer.id)}
      searchPlaceholder={t('customers.searchPlaceholder')}
      empty={{
        title: t('customers.empty.title'),
        description: t('customers.empty.description'),
      }}
    />
  );
}
