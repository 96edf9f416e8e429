import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { catalogPaths, themePaths, type SaveThemeBody, type ThemeCustomize } from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { fromApi } from '../../../lib/http/contract';
import { errorData } from '../../../lib/http/errors';
import { resourceKeys } from '../../../lib/queries/keys';
import { collectionKeys, productKeys } from '../../../lib/queries/query-keys';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useActionMutation } from '../../../lib/queries/mutations';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';

/** The themes' keys: `lists()` the themes list, `detail(id)` one theme's customize payload. */
export const themeKeys = resourceKeys<never>('themes');

export const themesQuery = queryOptions({
  queryKey: themeKeys.lists(),
  queryFn: async ({ signal }) =>
    fromApi('themeListSchema', await api.get(themePaths.themes, { signal })),
});

export const useThemes = () => useQuery(themesQuery);

export const themeCustomizeQuery = (themeId: string) =>
  queryOptions({
    queryKey: themeKeys.detail(themeId),
    queryFn: async ({ signal }) =>
      fromApi(
        'themeCustomizeSchema',
        await api.get(themePaths.themeCustomize(themeId), { signal }),
      ),
  });

export const useThemeCustomize = (themeId: string) => useQuery(themeCustomizeQuery(themeId));

/**
 * Makes a theme the live one. The answer is the list with it live; every theme's customize payload
 * says whether it is live, so those turn stale too.
 */
export function useActivateTheme() {
  return useActionMutation({
    meta: { offline: 'refuse' }, // must not wait for the connection
    response: 'themeListSchema',
    send: ({ themeId }: { themeId: string }) => api.post(themePaths.themeActivate(themeId), {}),
    detailKey: themeKeys.lists(),
    refreshes: () => [themeKeys.details()],
  });
}

/**
 * The customize payload keeps its version in `theme.updated_at`; an edit form's record has it at the
 * top. The record the form edits is the payload with its version lifted there.
 */
export type ThemeRecord = ThemeCustomize & { updated_at: number };

export const asThemeRecord = (payload: ThemeCustomize): ThemeRecord => ({
  ...payload,
  updated_at: payload.theme.updated_at,
});

/** A 409's `current` (a customize payload) with its version lifted, so the conflict dialog can use it. */
function liftConflictVersion(error: unknown): void {
  const data = errorData(error);
  if (typeof data !== 'object' || data === null || !('current' in data)) return;
  const current = data.current as Partial<ThemeCustomize> & { updated_at?: number };
  if (current?.theme && typeof current.theme.updated_at === 'number')
    current.updated_at = current.theme.updated_at;
}

/**
 * A fresh signed preview of the theme's draft (POST themes/{id}/preview): the token the editor
 * opened with is short-lived, so Reload asks for a new one. It replaces the payload's preview.
 */
export function useRefreshPreview(themeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      fromApi('themePreviewSchema', await api.post(themePaths.themePreview(themeId))),
    meta: { offline: 'refuse' }, // a fresh preview is of use only now
    onSuccess: (preview) =>
      queryClient.setQueryData<ThemeCustomize>(themeKeys.detail(themeId), (payload) =>
        payload ? { ...payload, preview } : payload,
      ),
  });
}

export type ThemeSaveMode = 'draft' | 'publish';

/**
 * Saves the draft (POST themes/{id}) or publishes the settings (POST themes/{id}/publish), both over
 * the version edited: a stale one ends in the form's conflict dialog. The answer, the payload as
 * saved, is the theme's customize detail; the list shows "live" and "last saved" from it.
 */
export function useSaveTheme(themeId: string) {
  return useUpdateWithConflict({
    meta: { offline: 'refuse' }, // must not wait for the connection
    detailKey: themeKeys.detail(themeId),
    response: 'themeCustomizeSchema',
    send: async ({ mode, body }: { mode: ThemeSaveMode; body: SaveThemeBody }) => {
      try {
        return await api.post(
          mode === 'publish' ? themePaths.themePublish(themeId) : themePaths.theme(themeId),
          body,
        );
      } catch (error) {
        liftConflictVersion(error);
        throw error;
      }
    },
    refreshes: () => [themeKeys.lists()],
  });
}

/** How many matches a picker lists, and how long typing settles before it searches. */
const PICKER_SEARCH_LIMIT = 20;
const PICKER_SEARCH_DELAY_MS = 250;

/** A collection or product as a setting's picker lists it. */
export interface ThemeReference {
  id: string;
  title: string;
}

const asReferences = (items: readonly ThemeReference[]): ThemeReference[] =>
  items.map(({ id, title }) => ({ id, title }));

/**
 * A collection or product setting's search of the shop's catalog while its list is open (`text`
 * not null), cached as the catalog's own pickers cache it. Without the catalog's policy (403) the
 * picker says so itself.
 */
export function useReferenceSearch(kind: 'collection' | 'product', text: string | null) {
  const settled = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const q = settled?.trim() || undefined;
  const query = { ...(q ? { q } : {}), limit: PICKER_SEARCH_LIMIT, sort: 'title:asc' } as const;
  const common = {
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [403] },
  } as const;
  const products = useQuery({
    ...common,
    queryKey: productKeys.search(query),
    queryFn: async ({ signal }) =>
      fromApi('productListSchema', await api.get(catalogPaths.products, { params: query, signal }))
        .items,
    enabled: common.enabled && kind === 'product',
    select: asReferences,
  });
  const collections = useQuery({
    ...common,
    queryKey: collectionKeys.list(query),
    queryFn: async ({ signal }) =>
      fromApi(
        'collectionListSchema',
        await api.get(catalogPaths.collections, { params: query, signal }),
      ),
    enabled: common.enabled && kind === 'collection',
    select: (page) => asReferences(page.items),
  });
  return kind === 'product' ? products : collections;
}
