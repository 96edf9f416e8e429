import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  settingsPaths,
  type ShippingCarrierBody,
  type ShippingCarrierId,
  type ShippingSettings,
  type UpdateLocalPickupBody,
  type UpdateShippingBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { conflictingRecord } from '../../../lib/forms/use-save-conflict';
import { shippingKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { detailQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/** GET shipping: every zone and its rates, weights in the shop's unit (one versioned document). */
export const shippingQuery = queryOptions({
  queryKey: shippingKeys.zones(),
  queryFn: async ({ signal }) =>
    fromApi('shippingSettingsSchema', await api.get(settingsPaths.shipping, { signal })),
});
export const useShipping = () => useQuery(shippingQuery);

/** GET shipping/providers: the carriers and the shop's connection to each. */
export const carriersQuery = queryOptions({
  queryKey: shippingKeys.carriers(),
  queryFn: async ({ signal }) =>
    fromApi(
      'shippingCarrierListSchema',
      await api.get(settingsPaths.shippingProviders, { signal }),
    ),
});
export const useCarriers = () => useQuery(carriersQuery);

/** One carrier's connection (secrets as their last characters). */
export const carrierQuery = detailQuery(
  shippingKeys.carrier,
  settingsPaths.shippingProvider,
  'shippingCarrierSettingsSchema',
);
export const useCarrier = (name: ShippingCarrierId) => useQuery(carrierQuery(name));

/** GET shipping/local-pickup: every location and its pickup. */
export const pickupListQuery = queryOptions({
  queryKey: shippingKeys.pickupList(),
  queryFn: async ({ signal }) =>
    fromApi('localPickupListSchema', await api.get(settingsPaths.shippingLocalPickup, { signal })),
});
export const usePickupList = () => useQuery(pickupListQuery);

export const pickupQuery = detailQuery(
  shippingKeys.pickup,
  settingsPaths.shippingLocalPickupAt,
  'localPickupSchema',
);
export const usePickup = (locationId: string) => useQuery(pickupQuery(locationId));

/**
 * Save every zone (PUT shipping, 409 when stale). A zone's form sends the whole document: the
 * other zones as they are in the cache, which a 409 keeps up to date.
 */
export function useSaveShipping() {
  return useUpdateWithConflict({
    detailKey: shippingKeys.zones(),
    response: 'shippingSettingsSchema',
    send: (body: UpdateShippingBody) => api.put(settingsPaths.shipping, body),
  });
}

/**
 * Delete a zone: the document saved without it, over the version cached. A 409 (someone saved
 * zones meanwhile) is reported like any refusal and puts their version in the cache, so deleting
 * again deletes from it.
 */
export function useDeleteZone() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async ({ doc, zoneId }: { doc: ShippingSettings; zoneId: string }) =>
      fromApi(
        'shippingSettingsSchema',
        await api.put(settingsPaths.shipping, {
          weight_unit: doc.weight_unit,
          zones: doc.zones.filter((zone) => zone.id !== zoneId),
          updated_at: doc.updated_at,
        } satisfies UpdateShippingBody),
      ),
    onSuccess: (saved) => queryClient.setQueryData(shippingKeys.zones(), saved),
    onError: (error) => {
      const current = conflictingRecord(error, 'shippingSettingsSchema');
      if (current) queryClient.setQueryData(shippingKeys.zones(), current);
    },
  });
}

/** Connect a carrier or save its connection (mode, status, credentials; 409 when stale). */
export function useUpdateCarrier(name: ShippingCarrierId) {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: shippingKeys.carrier(name),
    response: 'shippingCarrierSettingsSchema',
    send: (body: ShippingCarrierBody) => api.put(settingsPaths.shippingProvider(name), body),
    refreshes: relations.shippingCarrier,
  });
}

/** Disconnect: the credentials go; the carrier's page stays (not connected), fetched again. */
export function useDisconnectCarrier(name: ShippingCarrierId) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    mutationFn: async () => {
      await api.delete(settingsPaths.shippingProvider(name));
    },
    onSuccess: () =>
      Promise.all(
        [shippingKeys.carrier(name), ...relations.shippingCarrier()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** Save pickup at a location (409 when stale). */
export function useUpdatePickup(locationId: string) {
  return useUpdateWithConflict({
    detailKey: shippingKeys.pickup(locationId),
    response: 'localPickupSchema',
    send: (body: UpdateLocalPickupBody) =>
      api.put(settingsPaths.shippingLocalPickupAt(locationId), body),
    refreshes: relations.localPickup,
  });
}
