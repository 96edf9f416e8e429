import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  customerPaths,
  type AddCustomerGroupMembersBody,
  type CreateCustomerGroupBody,
  type CustomerGroupListQuery,
  type CustomerListQuery,
  type UpdateCustomerGroupBody,
} from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import {
  useActionMutation,
  useCreateMutation,
  useDeleteMutation,
} from '../../lib/queries/mutations';
import { customerGroupKeys, customerKeys } from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { countQuery, detailQuery, listQuery } from '../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How many matches the customer picker shows for what was typed; typing more narrows them. */
export const CUSTOMER_SEARCH_LIMIT = 20;
/** A pause in typing before the picker searches. */
const CUSTOMER_SEARCH_DELAY_MS = 250;
/**
 * The picker's order. Its search of the shop's customers and of the group's members use the same
 * order and size: every member among the customers found is then among the members found too.
 */
const CUSTOMER_SEARCH_SORT = 'last_name:asc' as const;

export const customerGroupListQuery = listQuery(
  customerGroupKeys.list,
  customerPaths.customerGroups,
  'customerGroupListSchema',
);

export const customerGroupCountQuery = countQuery(
  customerGroupKeys.count,
  customerPaths.customerGroupsCount,
  (q) => (q ? { q } : undefined),
);

export const customerGroupQuery = detailQuery(
  customerGroupKeys.detail,
  customerPaths.customerGroup,
  'customerGroupSchema',
);

export const customerGroupMembersQuery = (id: string, query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerGroupKeys.memberPage(id, query),
    queryFn: async ({ signal }) =>
      fromApi(
        'customerListSchema',
        await api.get(customerPaths.customerGroupMembers(id), { params: query, signal }),
      ),
    // A group deleted meanwhile: the page says so once, from the group's own query.
    meta: { handledStatuses: [404] },
  });

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function useCustomerGroupList(query: CustomerGroupListQuery) {
  return useQuery({ ...customerGroupListQuery(query), placeholderData: keepPreviousData });
}

export function useCustomerGroupCount(q: string | undefined) {
  return useQuery({ ...customerGroupCountQuery(q), placeholderData: keepPreviousData });
}

export const useCustomerGroup = (id: string) => useQuery(customerGroupQuery(id));

export function useCustomerGroupMembers(id: string, query: CustomerListQuery) {
  return useQuery({ ...customerGroupMembersQuery(id, query), placeholderData: keepPreviousData });
}

/** The query of a picker search for what was typed ('' lists the first customers). */
function customerSearchQuery(text: string): CustomerListQuery {
  const q = text.trim();
  return { ...(q ? { q } : {}), limit: CUSTOMER_SEARCH_LIMIT, sort: CUSTOMER_SEARCH_SORT };
}

/**
 * The customer picker's search while its list is open (`text` not null): the shop's customers, and,
 * for a saved group, which of them are members already (the same search among its members).
 */
export function useCustomerSearch(text: string | null, groupId: string | null) {
  const settled = useDebouncedValue(text, CUSTOMER_SEARCH_DELAY_MS);
  const query = customerSearchQuery(settled ?? '');
  const customers = useQuery({
    queryKey: customerKeys.search(query),
    queryFn: async ({ signal }) =>
      fromApi(
        'customerListSchema',
        await api.get(customerPaths.customers, { params: query, signal }),
      ).items,
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const members = useQuery({
    ...customerGroupMembersQuery(groupId ?? '', query),
    enabled: settled !== null && groupId !== null,
    placeholderData: keepPreviousData,
    select: (page) => new Set(page.items.map((member) => member.id)),
  });
  return {
    customers: customers.data ?? [],
    memberIds: members.data,
    isFetching: customers.isFetching || members.isFetching,
  };
}

export function useCreateCustomerGroup() {
  return useCreateMutation({
    response: 'customerGroupSchema',
    send: (body: CreateCustomerGroupBody) => api.post(customerPaths.customerGroups, body),
    detailKey: (group) => customerGroupKeys.detail(group.id),
    refreshes: relations.customerGroup,
  });
}

export function useUpdateCustomerGroup(id: string) {
  return useUpdateWithConflict({
    detailKey: customerGroupKeys.detail(id),
    response: 'customerGroupSchema',
    send: (body: UpdateCustomerGroupBody) => api.put(customerPaths.customerGroup(id), body),
    refreshes: relations.customerGroup,
  });
}

export function useDeleteCustomerGroup(id: string) {
  return useDeleteMutation({
    send: () => api.delete(customerPaths.customerGroup(id)),
    detailKey: customerGroupKeys.detail(id),
    refreshes: relations.customerGroup(),
  });
}

// A membership change answers with the group (its new members_count), which the page then shows. Its
// updated_at does not move, so an edit form open beside the members does not turn stale.

export function useAddCustomerGroupMembers(id: string) {
  return useActionMutation({
    response: 'customerGroupSchema',
    send: (body: AddCustomerGroupMembersBody) =>
      api.post(customerPaths.customerGroupMembers(id), body),
    detailKey: customerGroupKeys.detail(id),
    refreshes: () => relations.membership(id),
  });
}

export function useRemoveCustomerGroupMember(id: string) {
  return useActionMutation({
    response: 'customerGroupSchema',
    send: ({ customerId }: { customerId: string }) =>
      api.delete(customerPaths.customerGroupMember(id, customerId)),
    detailKey: customerGroupKeys.detail(id),
    refreshes: () => relations.membership(id),
  });
}
