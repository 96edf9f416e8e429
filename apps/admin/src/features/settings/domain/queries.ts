import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  settingsPaths,
  type CreateDomainBody,
  type Domain,
  type DomainList,
  type UpdateDomainBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { refreshRelated } from '../../../lib/queries/mutations';
import { domainKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/** §9: a DNS check may take a while; the app waits this long for its answer. */
export const DOMAIN_REFRESH_TIMEOUT_MS = 30_000;
/** A pause in typing before the handle is checked. */
const HANDLE_CHECK_DELAY_MS = 300;

/** The shop's own address and its custom domains: one list, loaded whole. */
export const domainListQuery = queryOptions({
  queryKey: domainKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('domainListSchema', await api.get(settingsPaths.settingsDomains, { signal })),
});

export const useDomainList = () => useQuery(domainListQuery);

/** A domain as the server now has it, in the list on screen. */
function setDomain(queryClient: QueryClient, domain: Domain): void {
  queryClient.setQueryData<DomainList>(domainKeys.lists(), (list) =>
    list
      ? { ...list, items: list.items.map((item) => (item.id === domain.id ? domain : item)) }
      : list,
  );
}

/**
 * Whether a handle is free, asked as the merchant types (after a pause). Each new value cancels
 * the check of the last one still under way (the query's signal), so an older answer never lands
 * on a newer value. `handle` null: nothing to ask (empty, against the slug rule, or unchanged).
 */
export function useHandleCheck(handle: string | null) {
  const settled = useDebouncedValue(handle, HANDLE_CHECK_DELAY_MS);
  const query = useQuery({
    queryKey: domainKeys.check(settled ?? ''),
    queryFn: async ({ signal }) =>
      fromApi(
        'domainCheckSchema',
        await api.post(settingsPaths.settingsDomainCheck, { handle: settled }, { signal }),
      ),
    enabled: settled !== null,
    // Another shop may take it any moment: a check is good for a short while only.
    staleTime: 5_000,
    // A failed check says nothing about the handle; saving checks again anyway.
    meta: { toast: false },
    retry: false,
  });
  const current = settled !== null && settled === handle;
  return {
    /** The answer for the handle as it stands now, once there is one. */
    result: current ? query.data : undefined,
    checking: handle !== null && (!current || query.isFetching),
  };
}

export function useConnectDomain() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: CreateDomainBody) =>
      fromApi('domainSchema', await api.post(settingsPaths.settingsDomains, body)),
    onSuccess: () => refreshRelated(queryClient, relations.domain()),
  });
}

/** Rename a custom domain, or change the shop's handle (its own address). */
export function useUpdateDomain(id: string) {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: domainKeys.detail(id),
    response: 'domainSchema',
    send: (body: UpdateDomainBody) => api.put(settingsPaths.settingsDomain(id), body),
    onSaved: (saved, queryClient) => setDomain(queryClient, saved),
    refreshes: relations.domain,
  });
}

export function useRemoveDomain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async () => {
      await api.delete(settingsPaths.settingsDomain(id));
    },
    onSuccess: () => refreshRelated(queryClient, relations.domain()),
  });
}

/** The answer is the whole list, the new primary marked: it replaces the one on screen. */
export function useMakePrimary(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async () =>
      fromApi('domainListSchema', await api.post(settingsPaths.settingsDomainPrimary(id))),
    onSuccess: (list) => {
      queryClient.setQueryData(domainKeys.lists(), list);
      refreshRelated(queryClient, relations.domain(), domainKeys.lists());
    },
  });
}

/**
 * Look the domain's DNS records up again. The server may take seconds; after 30 s (§9) the app
 * stops waiting and says so (the screen's own message, not the generic toast).
 */
export function useRefreshDomain(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async () =>
      fromApi(
        'domainSchema',
        await api.post(settingsPaths.settingsDomainRefresh(id), undefined, {
          signal: AbortSignal.timeout(DOMAIN_REFRESH_TIMEOUT_MS),
          skipToast: true,
        }),
      ),
    // Only its row changes (and nothing the merchant edits: its version stays).
    onSuccess: (domain) => setDomain(queryClient, domain),
  });
}
