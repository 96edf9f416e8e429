import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASH_ON_DELIVERY,
  PLATFORM_PAYMENTS,
  settingsPaths,
  type CashOnDeliveryBody,
  type PaymentProviderBody,
  type PaymentProviderId,
  type PlatformPaymentsBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { paymentKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { detailQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

const fetchSettings = async (signal: AbortSignal) =>
  fromApi('paymentSettingsSchema', await api.get(settingsPaths.settingsPayments, { signal }));

/** GET settings/payments: every provider, cash on delivery and the platform's provider. */
export const paymentSettingsQuery = queryOptions({
  queryKey: paymentKeys.lists(),
  queryFn: ({ signal }) => fetchSettings(signal),
});
export const usePaymentSettings = () => useQuery(paymentSettingsQuery);

/** One provider's connection (secrets as their last characters). */
export const paymentProviderQuery = detailQuery(
  paymentKeys.detail,
  settingsPaths.settingsPaymentProvider,
  'paymentProviderSettingsSchema',
);
export const usePaymentProvider = (provider: PaymentProviderId) =>
  useQuery(paymentProviderQuery(provider));

/*
 * Cash on delivery and the platform's provider have no GET of their own (§7: PUT only): each form
 * reads its part of the overview, under a key of its own that its save and a 409 write to.
 */
export const cashOnDeliveryQuery = queryOptions({
  queryKey: paymentKeys.detail(CASH_ON_DELIVERY),
  queryFn: async ({ signal }) => (await fetchSettings(signal)).cash_on_delivery,
});
export const useCashOnDelivery = () => useQuery(cashOnDeliveryQuery);

export const platformPaymentsQuery = queryOptions({
  queryKey: paymentKeys.detail(PLATFORM_PAYMENTS),
  queryFn: async ({ signal }) => (await fetchSettings(signal)).platform,
});
export const usePlatformPayments = () => useQuery(platformPaymentsQuery);

/** Connect a provider or save its connection (mode, status, credentials; 409 when stale). */
export function useUpdatePaymentProvider(provider: PaymentProviderId) {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: paymentKeys.detail(provider),
    response: 'paymentProviderSettingsSchema',
    send: (body: PaymentProviderBody) =>
      api.put(settingsPaths.settingsPaymentProvider(provider), body),
    refreshes: relations.payments,
  });
}

/**
 * Disconnect: the provider's credentials are deleted. Unlike a deleted record its page stays (the
 * provider is still there, not connected), so its connection is fetched again with the overview.
 */
export function useDisconnectPaymentProvider(provider: PaymentProviderId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async () => {
      await api.delete(settingsPaths.settingsPaymentProvider(provider));
    },
    onSuccess: () =>
      Promise.all(
        [paymentKeys.detail(provider), ...relations.payments()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useUpdateCashOnDelivery() {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: paymentKeys.detail(CASH_ON_DELIVERY),
    response: 'cashOnDeliverySchema',
    send: (body: CashOnDeliveryBody) => api.put(settingsPaths.settingsPaymentsCashOnDelivery, body),
    refreshes: relations.payments,
  });
}

export function useUpdatePlatformPayments() {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: paymentKeys.detail(PLATFORM_PAYMENTS),
    response: 'platformPaymentsSchema',
    send: (body: PlatformPaymentsBody) => api.put(settingsPaths.settingsPaymentsPlatform, body),
    refreshes: relations.payments,
  });
}
