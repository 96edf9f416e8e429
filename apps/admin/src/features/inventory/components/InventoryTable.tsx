import { useMemo } from 'react';
import { Link, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryLevel, Location } from '@shop/admin-api';
import { UiLink, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import { optionValuesText, variantDisplayName } from '../../../lib/inventory/item-name';
import { StockQuantityInput } from '../../../lib/inventory/StockQuantityInput';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';
import { StockState } from './StockState';
import * as styles from './InventoryTable.css';

/** A location's levels come in the server's fixed order, uncounted: no sort, no count. */
export type InventoryTableProps = Omit<
  ListTableProps<InventoryLevel>,
  'empty' | 'sort' | 'onSortChange' | 'count' | 'countCapped'
> & { location: Location };

/** One location's stock levels; the available quantity is edited in place. */
export function InventoryTable({ location, ...props }: InventoryTableProps) {
  const { t } = useTranslation('non-settings');

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<InventoryLevel>[]>(() => {
    const text = (content: ReactNode) => <div className={styles.textCell}>{content}</div>;
    const link = (href: string, label: string) =>
      text(
        <Link asChild size="2">
          <UiLink href={href}>{label}</UiLink>
        </Link>,
      );
    return [
      {
        id: 'image',
        header: t('general:fields.image'),
        cell: (level) => <Thumbnail image={level.image} alt="" />,
        width: '64px',
        hideable: false,
      },
      {
        id: 'product',
        header: t('general:fields.product'),
        cell: (level) => link(hrefs.products.detail(level.product_id), level.product_title),
        hideable: false,
      },
      {
        id: 'variant',
        header: t('general:fields.variant'),
        // Opens the variant editor; a product without options has one variant, named as such.
        cell: (level) =>
          link(
            hrefs.variants.detail(level.product_id, level.variant_id),
            optionValuesText(level.option_values) || t('general:fields.defaultVariant'),
          ),
        width: '18%',
      },
      {
        id: 'sku',
        header: t('general:fields.sku'),
        cell: (level) =>
          text(
            level.sku || (
              <Text color="gray" size="2">
                {t('inventory.noSku')}
              </Text>
            ),
          ),
        width: '16%',
      },
      {
        id: 'available',
        header: t('inventory.columns.available'),
        cell: (level) => {
          const item = variantDisplayName(level.product_title, level.option_values);
          return (
            <div className={styles.availableCell}>
              <StockState available={level.available} />
              <StockQuantityInput
                level={level}
                label={t('inventory.quantityLabel', { item })}
                itemName={t('inventory.itemAt', { item, location: location.name })}
              />
            </div>
          );
        },
        align: 'end',
        width: '18rem',
        hideable: false,
      },
    ];
  }, [t, location.name]);

  return (
    <ListTable
      {...props}
      label={t('inventory.table.label', { location: location.name })}
      columns={columns}
      searchPlaceholder={t('inventory.table.searchPlaceholder')}
      empty={{
        title: t('inventory.table.empty.title'),
        description: t('inventory.table.empty.description'),
      }}
    />
  );
}
