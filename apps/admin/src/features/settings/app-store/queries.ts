import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsPaths } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { appStoreKeys } from '../../../lib/queries/query-keys';

/**
 * The widget's token: asked for when the page opens, kept while it is open (a new token would load
 * the widget again) and dropped when it closes, so each visit has a fresh one. §8: a failure is
 * logged only, never a toast (the page says it quietly where the widget would be).
 */
export const appStoreTokenQuery = queryOptions({
  queryKey: appStoreKeys.token(),
  queryFn: async ({ signal }) =>
    fromApi('appStoreTokenSchema', await api.get(settingsPaths.settingsAppStoreToken, { signal })),
  staleTime: Infinity,
  gcTime: 0,
  meta: { toast: false },
});

export const useAppStoreToken = () => useQuery(appStoreTokenQuery);
