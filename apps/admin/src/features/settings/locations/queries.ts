import { useQuery } from '@tanstack/react-query';
import { settingsPaths, type UpdateLocationBody } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { locationKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { detailQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

export { locationsQuery, useLocations } from '../../../lib/queries/locations';

export const locationQuery = detailQuery(
  locationKeys.detail,
  settingsPaths.location,
  'locationSchema',
);

/** One location (named so, not useLocation: that is the router's). */
export const useStockLocation = (id: string) => useQuery(locationQuery(id));

export function useUpdateLocation(id: string) {
  return useUpdateWithConflict({
    detailKey: locationKeys.detail(id),
    response: 'locationSchema',
    send: (body: UpdateLocationBody) => api.put(settingsPaths.location(id), body),
    refreshes: relations.location,
  });
}
