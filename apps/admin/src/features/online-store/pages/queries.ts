import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  onlineStorePaths,
  type CreatePageBody,
  type PageListQuery,
  type UpdatePageBody,
} from '@shop/admin-api';
import { api } from '../../../lib/http/client';
import { useCreateMutation, useDeleteMutation } from '../../../lib/queries/mutations';
import { countQuery, detailQuery, listQuery } from '../../../lib/queries/resource-queries';
import { useUpdateWithConflict } from '../../../lib/queries/use-update-with-conflict';
import { onlineStorePageKeys, pageRelations } from '../keys';

export const pageListQuery = listQuery(
  onlineStorePageKeys.list,
  onlineStorePaths.navigationPages,
  'pageListSchema',
);

export const pageCountQuery = countQuery(
  onlineStorePageKeys.count,
  onlineStorePaths.navigationPagesCount,
  (q) => (q ? { q } : undefined),
);

export const pageQuery = detailQuery(
  onlineStorePageKeys.detail,
  onlineStorePaths.navigationPage,
  'pageSchema',
);

/** Paging keeps the old rows on screen until the next page arrives (no flash of skeletons). */
export function usePageList(query: PageListQuery) {
  return useQuery({ ...pageListQuery(query), placeholderData: keepPreviousData });
}

export function usePageCount(q: string | undefined) {
  return useQuery({ ...pageCountQuery(q), placeholderData: keepPreviousData });
}

export const usePage = (id: string) => useQuery(pageQuery(id));

export function useCreatePage() {
  return useCreateMutation({
    response: 'pageSchema',
    send: (body: CreatePageBody) => api.post(onlineStorePaths.navigationPages, body),
    detailKey: (page) => onlineStorePageKeys.detail(page.id),
    refreshes: pageRelations,
  });
}

export function useUpdatePage(id: string) {
  return useUpdateWithConflict({
    detailKey: onlineStorePageKeys.detail(id),
    response: 'pageSchema',
    send: (body: UpdatePageBody) => api.put(onlineStorePaths.navigationPage(id), body),
    refreshes: pageRelations,
  });
}

export function useDeletePage(id: string) {
  return useDeleteMutation({
    send: () => api.delete(onlineStorePaths.navigationPage(id)),
    detailKey: onlineStorePageKeys.detail(id),
    refreshes: pageRelations(),
    meta: { toast: false },
  });
}
