import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsPaths } from '@shop/admin-api';
import { fromApi } from '../http/contract';
import { api } from '../http/client';
import { locationKeys } from './query-keys';

/**
 * The shop's locations, the default first: the inventory screen's switcher, the settings list and
 * the tax rate form (a new rate starts in the first location's country) read the one list, so a
 * location saved in settings shows its new name everywhere.
 */
export const locationsQuery = queryOptions({
  queryKey: locationKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('locationListSchema', await api.get(settingsPaths.locations, { signal })).items,
  // Locations change rarely (in settings, which refreshes the list); switching between them on the
  // inventory screen should not refetch it.
  staleTime: 5 * 60_000,
});

export const useLocations = () => useQuery(locationsQuery);
