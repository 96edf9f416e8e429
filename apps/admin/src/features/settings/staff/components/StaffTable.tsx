import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '@shop/admin-api';
import { DataTable, type DataTableColumn } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { fullName } from '../../../../lib/format';
import { memberState } from '../member-state';
import { StaffStatusBadge } from './StaffStatusBadge';

export interface StaffTableProps {
  members: StaffMember[] | undefined;
  /** The signed-in account's id: their own row says so. */
  selfId: string | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The shop's members: the owner first, then by name; a row opens the member's page. */
export function StaffTable({ members, selfId, isLoading, error, onRetry }: StaffTableProps) {
  const { t } = useTranslation('settings');
  const columns = useMemo<DataTableColumn<StaffMember>[]>(
    () => [
      {
        id: 'name',
        header: t('general:fields.name'),
        cell: (member) => {
          const name = fullName(member) || member.email;
          return member.id === selfId ? t('staff.list.you', { name }) : name;
        },
        width: '28%',
      },
      {
        id: 'email',
        header: t('general:fields.email'),
        cell: (member) => member.email,
      },
      {
        id: 'permission',
        header: t('staff.permissions.title'),
        cell: (member) =>
          member.role === 'OWNER'
            ? t('staff.permissions.all')
            : t('staff.permissions.count', { count: member.permission.length }),
        width: '20%',
      },
      {
        id: 'status',
        header: t('general:fields.status'),
        cell: (member) => <StaffStatusBadge state={memberState(member)} />,
        width: '18%',
      },
    ],
    [t, selfId],
  );

  return (
    <DataTable
      label={t('staff.list.label')}
      columns={columns}
      rows={members}
      getRowId={(member) => member.id}
      getRowHref={(member) => hrefs.settings.editStaff(member.id)}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
    />
  );
}
