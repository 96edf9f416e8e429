import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuSummary } from '@shop/admin-api';
import { DateTime, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { formatNumber } from '../../../../lib/i18n/number-format';
import { ListTable, type ListTableProps } from '../../../../lib/list-state/ListTable';

export type MenuTableProps = Omit<ListTableProps<MenuSummary>, 'empty'>;

/** The menus list: sortable column ids are the contract's sort fields. */
export function MenuTable(props: MenuTableProps) {
  const { t } = useTranslation('navigation');

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<MenuSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('general:fields.title'),
        cell: (menu) => menu.title,
        sortable: true,
        width: '24%',
      },
      {
        id: 'item_titles',
        header: t('menus.fields.items'),
        cell: (menu) => menu.item_titles.join(', '),
      },
      {
        id: 'items_count',
        header: t('menus.fields.count'),
        cell: (menu) => formatNumber(menu.items_count),
        align: 'end',
        width: '10%',
      },
      {
        id: 'created_at',
        header: t('menus.fields.created'),
        cell: (menu) => <DateTime value={menu.created_at} />,
        sortable: true,
        width: '16%',
      },
      {
        id: 'updated_at',
        header: t('general:fields.updated'),
        cell: (menu) => <DateTime value={menu.updated_at} />,
        sortable: true,
        width: '16%',
      },
    ],
    [t],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.navigation')}
      columns={columns}
      getRowHref={(menu) => hrefs.onlineStore.navigationDetail(menu.id)}
      searchPlaceholder={t('menus.searchPlaceholder')}
      empty={{ title: t('menus.empty.title'), description: t('menus.empty.description') }}
    />
  );
}
