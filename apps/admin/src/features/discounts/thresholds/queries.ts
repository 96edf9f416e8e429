import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  discountPaths,
  type CreateThresholdBody,
  type UpdateDiscountSettingsBody,
  type UpdateThresholdBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { useCreateMutation, useDeleteMutation } from '../../../lib/queries/mutations';
import { discountSettingsKeys, thresholdKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/** GET discounts/thresholds: every tier of the shop, by minimum amount (a shop keeps at most 50). */
export const thresholdsQuery = queryOptions({
  queryKey: thresholdKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('thresholdListSchema', await api.get(discountPaths.discountThresholds, { signal }))
      .items,
});
export const useThresholds = () => useQuery(thresholdsQuery);

/*
 * The writes show their own feedback (the form's messages, its toasts), so none of them raises the
 * generic error toast.
 */

export function useCreateThreshold() {
  return useCreateMutation({
    response: 'thresholdSchema',
    send: (body: CreateThresholdBody) => api.post(discountPaths.discountThresholds, body),
    detailKey: (tier) => thresholdKeys.detail(tier.id),
    refreshes: relations.threshold,
  });
}

export function useUpdateThreshold(id: string) {
  return useUpdateWithConflict({
    detailKey: thresholdKeys.detail(id),
    response: 'thresholdSchema',
    send: (body: UpdateThresholdBody) => api.put(discountPaths.discountThreshold(id), body),
    refreshes: relations.threshold,
  });
}

export function useDeleteThreshold(id: string) {
  return useDeleteMutation({
    send: () => api.delete(discountPaths.discountThreshold(id)),
    detailKey: thresholdKeys.detail(id),
    refreshes: relations.threshold(),
    meta: { toast: false },
  });
}

/** GET discounts/settings: the defaults (version 0) until the first save. */
export const discountSettingsQuery = queryOptions({
  queryKey: discountSettingsKeys.all,
  queryFn: async ({ signal }) =>
    fromApi('discountSettingsSchema', await api.get(discountPaths.discountSettings, { signal })),
});
export const useDiscountSettings = () => useQuery(discountSettingsQuery);

/** PUT discounts/settings over the version edited; the page takes the answer. */
export function useUpdateDiscountSettings() {
  return useUpdateWithConflict({
    detailKey: discountSettingsKeys.all,
    response: 'discountSettingsSchema',
    send: (body: UpdateDiscountSettingsBody) => api.put(discountPaths.discountSettings, body),
  });
}
