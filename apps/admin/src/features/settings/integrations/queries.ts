import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsPaths, type IntegrationName, type UpdateIntegrationBody } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { integrationKeys } from '../../../lib/queries/query-keys';
import * as relations from '../../../lib/queries/relations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/** Every integration with its status, keyed as the API keys them (the meta pixel: facebook-pixel). */
export const integrationListQuery = queryOptions({
  queryKey: integrationKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('integrationListSchema', await api.get(settingsPaths.settingsIntegrations, { signal })),
});

export const useIntegrationList = () => useQuery(integrationListQuery);

/** One integration, by its page's name (the meta pixel: meta-pixel). */
export const integrationQuery = (name: IntegrationName) =>
  queryOptions({
    queryKey: integrationKeys.detail(name),
    queryFn: async ({ signal }) =>
      fromApi(
        'integrationSchema',
        await api.get(settingsPaths.settingsIntegration(name), { signal }),
      ),
  });

export const useIntegration = (name: IntegrationName) => useQuery(integrationQuery(name));

export function useUpdateIntegration(name: IntegrationName) {
  return useUpdateWithConflict({
    detailKey: integrationKeys.detail(name),
    response: 'integrationSchema',
    send: (body: UpdateIntegrationBody) => api.put(settingsPaths.settingsIntegration(name), body),
    refreshes: relations.integration,
  });
}
