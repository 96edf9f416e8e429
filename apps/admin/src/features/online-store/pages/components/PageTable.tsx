import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnlineStorePageSummary } from '@shop/admin-api';
import { DateTime, StatusBadge, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { ListTable, type ListTableProps } from '../../../../lib/list-state/ListTable';

export type PageTableProps = Omit<ListTableProps<OnlineStorePageSummary>, 'empty'> & {
  /** The call to action when the shop has no pages yet. */
  createAction: ReactNode;
};

/** The pages list: sortable column ids are the contract's sort fields. */
export function PageTable({ createAction, ...props }: PageTableProps) {
  const { t } = useTranslation('navigation');

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<OnlineStorePageSummary>[]>(
    () => [
      {
        id: 'title',
        header: t('general:fields.title'),
        cell: (page) => page.title,
        sortable: true,
        width: '34%',
      },
      {
        id: 'handle',
        header: t('pages.fields.handle'),
        cell: (page) => `/pages/${page.handle}`,
      },
      {
        id: 'visible',
        header: t('pages.fields.visibility'),
        cell: (page) => (
          <StatusBadge
            status={page.visible ? 'active' : 'hidden'}
            label={page.visible ? t('pages.visible') : t('general:states.hidden')}
          />
        ),
        width: '14%',
      },
      {
        id: 'created_at',
        header: t('pages.fields.created'),
        cell: (page) => <DateTime value={page.created_at} />,
        sortable: true,
        width: '18%',
      },
      {
        id: 'updated_at',
        header: t('general:fields.updated'),
        cell: (page) => <DateTime value={page.updated_at} />,
        sortable: true,
        width: '18%',
      },
    ],
    [t],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.pages')}
      columns={columns}
      getRowHref={(page) => hrefs.onlineStore.pageDetail(page.id)}
      searchPlaceholder={t('pages.searchPlaceholder')}
      empty={{
        title: t('pages.empty.title'),
        description: t('pages.empty.description'),
        action: createAction,
      }}
    />
  );
}
