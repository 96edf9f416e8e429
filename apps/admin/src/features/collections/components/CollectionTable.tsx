import { useMemo } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Collection } from '@shop/admin-api';
import { DateTime, StatusBadge, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';
import { Thumbnail } from '../../../lib/images/Thumbnail';

export type CollectionTableProps = ListTableProps<Collection>;

/** The collection list: sortable column ids are the contract's sort fields. */
export function CollectionTable(props: CollectionTableProps) {
  const { t } = useTranslation('non-settings');

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<Collection>[]>(
    () => [
      {
        id: 'title',
        header: t('general:fields.title'),
        // The first column is the row's link: the thumbnail is decorative, the title names it.
        // A sub-collection names its ancestors first ("Apparel › Shirts ›"), so the list reads as the tree.
        cell: (collection) => (
          <Flex align="center" gap="3">
            <Thumbnail image={collection.images[0]} alt="" />
            <span>
              {collection.level > 0 ? (
                <Text color="gray" weight="regular">
                  {ancestorsOf(collection)}
                  {' › '}
                </Text>
              ) : null}
              {collection.title}
            </span>
          </Flex>
        ),
        sortable: true,
      },
      {
        id: 'collection_type',
        header: t('collections.columns.type'),
        cell: (collection) => t(`collections.types.${collection.collection_type}`),
        width: '13%',
      },
      {
        id: 'status',
        header: t('general:fields.status'),
        cell: (collection) => (
          <StatusBadge
            status={collection.status}
            label={t(`general:states.${collection.status}`)}
          />
        ),
        width: '12%',
      },
      {
        id: 'updated_at',
        header: t('general:fields.updated'),
        cell: (collection) => <DateTime value={collection.updated_at} />,
        sortable: true,
        width: '16%',
      },
    ],
    [t],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.collections')}
      columns={columns}
      getRowHref={(collection) => hrefs.collections.detail(collection.id)}
      searchPlaceholder={t('collections.searchPlaceholder')}
    />
  );
}

/** The server's path is the titles from the top down joined by " > ": all of them but the last. */
function ancestorsOf(collection: Collection): string {
  const own = ` > ${collection.title}`;
  const above = collection.path.endsWith(own)
    ? collection.path.slice(0, -own.length)
    : collection.path;
  return above.split(' > ').join(' › ');
}
