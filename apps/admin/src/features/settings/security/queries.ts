import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  settingsPaths,
  type ConfirmMfaBody,
  type MfaCodeBody,
  type MfaStatus,
  type StartMfaBody,
  type UpdateBotguardBody,
  type UpdatePasswordBody,
} from '@shop/admin-api';
import { fromApi } from '../../../lib/http/contract';
import { api } from '../../../lib/http/client';
import { refreshRelated } from '../../../lib/queries/mutations';
import { securityKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/*
 * Settings → security (policy `security`): the index's states, the signed-in user's two-step
 * sign-in, the shop's botguard, and the password (PUT account/password, §7).
 */

export const securityOverviewQuery = queryOptions({
  queryKey: securityKeys.overview(),
  queryFn: async ({ signal }) =>
    fromApi('securityOverviewSchema', await api.get(settingsPaths.security, { signal })),
});

export const mfaStatusQuery = queryOptions({
  queryKey: securityKeys.mfa(),
  queryFn: async ({ signal }) =>
    fromApi('mfaStatusSchema', await api.get(settingsPaths.securityMfa, { signal })),
});

export const botguardQuery = queryOptions({
  queryKey: securityKeys.botguard(),
  queryFn: async ({ signal }) =>
    fromApi('botguardSettingsSchema', await api.get(settingsPaths.securityBotguard, { signal })),
});

export const useSecurityOverview = () => useQuery(securityOverviewQuery);
export const useMfaStatus = () => useQuery(mfaStatusQuery);
export const useBotguard = () => useQuery(botguardQuery);

/** A two-step sign-in change answered with its new state: that state, and the index goes stale. */
function settleMfa(queryClient: QueryClient, status: MfaStatus): void {
  queryClient.setQueryData(securityKeys.mfa(), status);
  refreshRelated(queryClient, relations.security(), securityKeys.mfa());
}

/** The password (§7 PUT account/password): every other session of the account ends, this one stays. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: UpdatePasswordBody) => {
      await api.put(settingsPaths.accountPassword, body);
    },
    onSuccess: () => refreshRelated(queryClient, relations.security()),
  });
}

/** A new secret to add to an app (needs the password); nothing changes until a code confirms it. */
export function useStartMfa() {
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: StartMfaBody) =>
      fromApi('mfaEnrolmentSchema', await api.post(settingsPaths.securityMfaEnrolment, body)),
  });
}

/** Two-step sign-in on, with a code of the app: the answer carries the recovery codes, once. */
export function useConfirmMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: ConfirmMfaBody) =>
      fromApi('mfaRecoveryCodesSchema', await api.post(settingsPaths.securityMfaConfirm, body)),
    onSuccess: ({ mfa }) => settleMfa(queryClient, mfa),
    // 409: on already, or no set-up any more: the page shows the state as it is.
    onError: () => refreshRelated(queryClient, relations.security()),
  });
}

/** New recovery codes (the old ones stop working), with an app code or a recovery code. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: MfaCodeBody) =>
      fromApi(
        'mfaRecoveryCodesSchema',
        await api.post(settingsPaths.securityMfaRecoveryCodes, body),
      ),
    onSuccess: ({ mfa }) => settleMfa(queryClient, mfa),
  });
}

/** Two-step sign-in off, with an app code or a recovery code. */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async (body: MfaCodeBody) =>
      fromApi('mfaStatusSchema', await api.post(settingsPaths.securityMfaDisable, body)),
    onSuccess: (status) => settleMfa(queryClient, status),
    onError: () => refreshRelated(queryClient, relations.security()),
  });
}

export function useUpdateBotguard() {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: securityKeys.botguard(),
    response: 'botguardSettingsSchema',
    send: (body: UpdateBotguardBody) => api.put(settingsPaths.securityBotguard, body),
    refreshes: relations.security,
  });
}
