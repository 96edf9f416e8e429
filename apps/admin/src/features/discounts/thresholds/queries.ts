import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  discountPaths,
  type CreateThresholdBody,
  type DiscountThreshold,
  type UpdateDiscountSettingsBody,
  type UpdateThresholdBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { conflictingRecord } from '../../../lib/forms/use-save-conflict';
import { writeOptions } from '../../../lib/offline/writes';
import {
  refreshRelated,
  useCreateMutation,
  useDeleteMutation,
} from '../../../lib/queries/mutations';
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

/**
 * The save of a tier's dialog over the version it edits. A 409 brings the tier as someone else saved
 * it: it goes into the cache (the dialog offers it), and the list, which still shows the old one,
 * refreshes too.
 */
export function useUpdateThreshold(id: string) {
  const queryClient = useQueryClient();
  const detailKey = thresholdKeys.detail(id);
  return useMutation({
    // It waits offline, in order with the threshold's other saves, and survives a reload.
    ...writeOptions<UpdateThresholdBody, DiscountThreshold>({
      send: (body) => api.put(discountPaths.discountThreshold(id), body),
      response: 'thresholdSchema',
      scope: detailKey,
    }),
    meta: { handledStatuses: [409] },
    onError: (error) => {
      const current = conflictingRecord(error, 'thresholdSchema');
      if (!current) return;
      queryClient.setQueryData(detailKey, current);
      refreshRelated(queryClient, relations.threshold(), detailKey);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(detailKey, saved);
      refreshRelated(queryClient, relations.threshold(), detailKey);
    },
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
