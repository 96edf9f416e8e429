import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogPaths, type InventoryLevelsQuery } from '@shop/admin-api';
import { fromApi } from '../../lib/http/contract';
import { api } from '../../lib/http/client';
import { inventoryKeys } from '../../lib/queries/query-keys';

// The locations list is shared with the settings (lib/queries/locations.ts).
export { locationsQuery, useLocations } from '../../lib/queries/locations';

export const levelsQuery = (locationId: string, query: InventoryLevelsQuery) =>
  queryOptions({
    queryKey: inventoryKeys.levelList(locationId, query),
    queryFn: async ({ signal }) =>
      fromApi(
        'inventoryLevelListSchema',
        await api.get(catalogPaths.inventoryLevels(locationId), { params: query, signal }),
      ),
  });

export const statsQuery = (locationId: string) =>
  queryOptions({
    queryKey: inventoryKeys.stat(locationId),
    queryFn: async ({ signal }) =>
      fromApi(
        'inventoryStatsSchema',
        await api.get(catalogPaths.inventoryStats, { params: { location_id: locationId }, signal }),
      ),
  });

/**
 * Paging and searching keep the rows on screen until the next ones arrive; another location does not
 * (its rows would pass for the new location's for a moment), it shows the loading rows instead.
 */
export function useLevels(locationId: string, query: InventoryLevelsQuery) {
  return useQuery({
    ...levelsQuery(locationId, query),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === locationId ? previous : undefined,
  });
}

/** A save refetches the figures in place (same key); another location loads its own. */
export const useStats = (locationId: string) => useQuery(statsQuery(locationId));
