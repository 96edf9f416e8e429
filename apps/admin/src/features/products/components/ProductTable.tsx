import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type ProductListItem } from '@shop/admin-api';
import { Money, StatusBadge, type DataTableColumn } from '@shop/ui';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import { useShop } from '../../../lib/queries/shop';
import { hrefs } from '../../../app/routing/hrefs';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';

export type ProductTableProps = ListTableProps<ProductListItem>;

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
        header: t('general:fields.image'),
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
        header: t('products.fields.title'),
        cell: (product) => product.title,
        sortable: true,
      },
      {
        id: 'status',
        header: t('general:fields.status'),
        cell: (product) => (
          <StatusBadge status={product.status} label={t(`general:states.${product.status}`)} />
        ),
        width: '12%',
      },
      {
        id: 'price',
        header: t('general:fields.price'),
        cell: (product) => <Money minor={product.price} currency={currency} />,
        sortable: true,
        align: 'end',
        width: '14%',
      },
      {
        id: 'orders_count',
        header: t('general:nav.orders'),
        cell: (product) => product.orders_count,
        sortable: true,
        align: 'end',
        width: '12%',
      },
    ],
    [t, currency],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.products')}
      columns={columns}
      getRowHref={(product) => hrefs.products.detail(product.id)}
      searchPlaceholder={t('products.searchPlaceholder')}
    />
  );
}
