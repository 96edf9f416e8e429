import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerGroup } from '@shop/admin-api';
import { DateTime, type DataTableColumn } from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';
import { hrefs } from '../../../app/routing/hrefs';
import { ListTable, type ListTableProps } from '../../../lib/list-state/ListTable';
import * as styles from './customer-groups.css';

export type CustomerGroupTableProps = Omit<ListTableProps<CustomerGroup>, 'empty'> & {
  /** The call to action when the shop has no groups yet. */
  createAction: ReactNode;
};

/** The customer group list: sortable column ids are the contract's sort fields. */
export function CustomerGroupTable({ createAction, ...props }: CustomerGroupTableProps) {
  const { t } = useTranslation('non-settings');

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<CustomerGroup>[]>(
    () => [
      {
        id: 'name',
        header: t('general:fields.name'),
        cell: (group) => group.name,
        sortable: true,
        width: '26%',
      },
      {
        id: 'description',
        header: t('general:fields.description'),
        // Cut to one line here; the group's page shows all of it.
        cell: (group) => <span className={styles.description}>{group.description}</span>,
      },
      {
        id: 'members_count',
        header: t('general:fields.members'),
        cell: (group) => formatNumber(group.members_count),
        align: 'end',
        width: '12%',
      },
      {
        id: 'updated_at',
        header: t('general:fields.updated'),
        cell: (group) => <DateTime value={group.updated_at} />,
        sortable: true,
        width: '18%',
      },
    ],
    [t],
  );

  return (
    <ListTable
      {...props}
      label={t('general:nav.customerGroups')}
      columns={columns}
      getRowHref={(group) => hrefs.customerGroups.detail(group.id)}
      searchPlaceholder={t('customerGroups.searchPlaceholder')}
      empty={{
        title: t('customerGroups.empty.title'),
        description: t('customerGroups.empty.description'),
        action: createAction,
      }}
    />
  );
}
