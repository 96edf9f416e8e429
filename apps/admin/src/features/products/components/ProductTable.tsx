import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type CountResponse, type ProductListItem } from '@shop/admin-api';
import {
  DataTable,
  Money,
  StatusBadge,
  type DataTableColumn,
  type DataTablePaging,
} from '@shop/ui';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import { useShop } from '../../../lib/queries/shop';
import { productHref } from '../paths';

export interface ProductTableProps {
  rows: ProductListItem[] | undefined;
  /** A search count may be capped: shown as "1,000+", never as a bare 1,000. */
  count: CountResponse | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  sort: string;
  onSortChange: (sort: string) => void;
  search: string;
  onSearchChange: (q: string) => void;
  paging: DataTablePaging;
  /** What shows when there are no rows and no search: "add one", or "nothing matches the filter". */
  empty: { title: string; description: string; action: ReactNode };
}

/** The product list: sortable column ids are the contract's sort fields. */
export function ProductTable(props: ProductTableProps) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<ProductListItem>[]>(
    () => [
      {
        // The first column is the row's link: the image's alt text (the title) names it.
        id: 'image',
        header: t('products.columns.image'),
        cell: (product) => (
          <Thumbnail
            image={product.image}
            alt={t('products.list.imageAlt', { title: product.title })}
          />
        ),
        width: '72px',
        hideable: false,
      },
      {
        id: 'title',
        header: t('products.columns.title'),
        cell: (product) => product.title,
        sortable: true,
      },
      {
        id: 'status',
        header: t('products.columns.status'),
        cell: (product) => (
          <StatusBadge status={product.status} label={t(`products.statuses.${product.status}`)} />
        ),
        width: '12%',
      },
      {
        id: 'price',
        header: t('products.columns.price'),
        cell: (product) => <Money minor={product.price} currency={currency} />,
        sortable: true,
        align: 'end',
        width: '14%',
      },
      {
        id: 'orders_count',
        header: t('products.columns.orders'),
        cell: (product) => product.orders_count,
        sortable: true,
        align: 'end',
        width: '12%',
      },
    ],
    [t, currency],
  );

  return (
    <DataTable
      label={t('products.title')}
      columns={columns}
      rows={props.rows}
      getRowId={(product) => product.id}
      getRowHref={(product) => productHref(product.id)}
      sort={props.sort}
      onSortChange={props.onSortChange}
      search={{
        value: props.search,
        onChange: props.onSearchChange,
        placeholder: t('products.searchPlaceholder'),
      }}
      paging={props.paging}
      count={props.count?.count}
      countCapped={props.count?.capped}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      empty={props.empty}
    />
  );
}
