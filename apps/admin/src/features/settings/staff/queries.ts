import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settingsPaths, type CreateStaffBody, type UpdateStaffBody } from '@shop/admin-api';
import { fromApi } from '../../../lib/http/contract';
import { api } from '../../../lib/http/client';
import { refreshRelated, useDeleteMutation } from '../../../lib/queries/mutations';
import { staffKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { detailQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';
import { rememberLink } from './invitation-links';

/** Every member of the shop: one list, small enough to load whole (a shop has at most 100). */
export const staffListQuery = queryOptions({
  queryKey: staffKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('staffListSchema', await api.get(settingsPaths.settingsStaff, { signal })).items,
});

export const staffMemberQuery = detailQuery(
  staffKeys.detail,
  settingsPaths.settingsStaffMember,
  'staffMemberSchema',
);

export const useStaffList = () => useQuery(staffListQuery);
export const useStaffMember = (id: string) => useQuery(staffMemberQuery(id));

/**
 * A call that answers with a member and their new link (an invitation, a new link): the member goes
 * into the cache as their page's record, the link to this tab's memory of links (invitation-links.ts):
 * the server keeps only its hash.
 */
function useLinkMutation<Variables>(send: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (variables: Variables) =>
      fromApi('staffInvitedSchema', await send(variables)),
    // The link is shown to copy at once, and it grants access: it needs the connection now.
    meta: { offline: 'refuse' },
    onSuccess: ({ member, invitation }) => {
      rememberLink(member.id, invitation);
      const key = staffKeys.detail(member.id);
      queryClient.setQueryData(key, member);
      refreshRelated(queryClient, relations.staffMember(), key);
    },
  });
}

export const useInviteStaff = () =>
  useLinkMutation((body: CreateStaffBody) => api.post(settingsPaths.settingsStaff, body));

/** A new link for an invitation; the old one stops working. */
export const useRenewInvitation = (id: string) =>
  useLinkMutation<void>(() => api.post(settingsPaths.settingsStaffInvitation(id)));

export function useUpdateStaffMember(id: string) {
  return useUpdateWithConflict({
    detailKey: staffKeys.detail(id),
    response: 'staffMemberSchema',
    send: (body: UpdateStaffBody) => api.put(settingsPaths.settingsStaffMember(id), body),
    refreshes: relations.staffMember,
  });
}

export function useRemoveStaffMember(id: string) {
  return useDeleteMutation({
    send: () => api.delete(settingsPaths.settingsStaffMember(id)),
    detailKey: staffKeys.detail(id),
    refreshes: relations.staffMember(),
  });
}
