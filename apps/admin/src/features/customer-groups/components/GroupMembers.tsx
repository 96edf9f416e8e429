import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, CustomerGroup } from '@shop/admin-api';
import { DataTable, type DataTableColumn } from '@shop/ui';
import { FormSection } from '../../../lib/forms/FormSection';
import { useLocalListParams } from '../../../lib/list-state/use-local-list-params';
import { toPickedCustomer, type PickedCustomer } from '../form/customer-picks';
import { memberList } from '../list-params';
import { hrefs } from '../../../app/routing/hrefs';
import { useCustomerGroupMembers } from '../queries';
import { AddMembersDialog } from './AddMembersDialog';
import { RemoveMemberButton } from './RemoveMemberButton';
import { useRemoveMember } from './use-remove-member';

/**
 * A saved group's members, searchable and paged like the customers list, each a link to the
 * customer. Adding and removing save at once: they are not part of the group's form.
 */
export function GroupMembers({ group }: { group: CustomerGroup }) {
  const { t } = useTranslation('non-settings');
  const { params, go, tableProps } = useLocalListParams(memberList);
  const members = useCustomerGroupMembers(group.id, memberList.toQuery(params));
  const rows = members.data?.items;
  const table = tableProps(members.data);
  const addButton = useRef<HTMLButtonElement>(null);
  const removeMember = useRemoveMember(group.id);

  const remove = async (customer: PickedCustomer) => {
    const removed = await removeMember(customer);
    if (!removed) return false;
    // The row goes with its button: the focus stays in the section.
    addButton.current?.focus();
    // It was the last row of a later page: that page is empty now, so back to the first one.
    if (rows?.length === 1 && (params.startingAfter || params.endingBefore)) {
      go(memberList.withSearch(params, params.q));
    }
    return true;
  };
  // The columns stay stable (the table rebuilds its model when they change) and call the latest.
  const removeRef = useRef(remove);
  useLayoutEffect(() => {
    removeRef.current = remove;
  });

  const columns = useMemo<DataTableColumn<Customer>[]>(
    () => [
      {
        id: 'last_name',
        header: t('general:fields.name'),
        cell: (customer) => toPickedCustomer(customer).name,
        sortable: true,
      },
      {
        id: 'email',
        header: t('general:fields.email'),
        cell: (customer) => customer.email,
        sortable: true,
      },
      {
        id: 'actions',
        header: t('customerGroups.members.columns.actions'),
        cell: (customer) => (
          <RemoveMemberButton
            customer={toPickedCustomer(customer)}
            onRemove={(picked) => removeRef.current(picked)}
          />
        ),
        align: 'end',
        width: '14%',
        hideable: false,
      },
    ],
    [t],
  );

  return (
    <FormSection
      title={t('general:fields.members')}
      description={t('customerGroups.members.count', { count: group.members_count })}
      actions={<AddMembersDialog group={group} triggerRef={addButton} />}
    >
      <DataTable
        label={t('customerGroups.members.tableLabel', { name: group.name })}
        columns={columns}
        rows={rows}
        getRowId={(customer) => customer.id}
        getRowHref={(customer) => hrefs.customers.detail(customer.id)}
        // A search has no count of its own here; the whole group's is the section's.
        count={params.q ? undefined : group.members_count}
        isLoading={members.isPending}
        error={members.isError && !rows ? members.error : undefined}
        onRetry={() => void members.refetch()}
        empty={{
          title: t('customerGroups.members.empty.title'),
          description: t('customerGroups.members.empty.description'),
        }}
        sort={table.sort}
        onSortChange={table.onSortChange}
        search={{
          value: table.search,
          onChange: table.onSearchChange,
          placeholder: t('customerGroups.members.searchPlaceholder'),
        }}
        paging={table.paging}
      />
    </FormSection>
  );
}
