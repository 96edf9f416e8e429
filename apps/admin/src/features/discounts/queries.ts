import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  catalogPaths,
  customerPaths,
  discountPaths,
  COUPON_LIST_MAX,
  type Coupon,
  type CouponBulkBody,
  type CouponListBody,
  type CouponSummary,
  type CreateCouponBody,
  type GenerateCouponsBody,
  type UpdateCouponBody,
} from '@shop/admin-api';
import { api } from '../../lib/http/client';
import { fromApi } from '../../lib/http/contract';
import { writeOptions } from '../../lib/offline/writes';
import { markDeletedDetailStale, refreshRelated } from '../../lib/queries/mutations';
import {
  collectionKeys,
  couponKeys,
  customerGroupKeys,
  productKeys,
} from '../../lib/queries/query-keys';
import * as relations from '../../lib/queries/relations';
import { useUpdateWithConflict } from '../../lib/queries/use-update-with-conflict';
import { countQuery, detailQuery } from '../../lib/queries/resource-queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** How many matches a picker shows for what was typed; typing more narrows them. */
export const PICKER_SEARCH_LIMIT = 20;
const PICKER_SEARCH_DELAY_MS = 250;
/** Customer groups a code may be limited to: the shop's groups, by name (a shop has a handful). */
const GROUP_CHOICES_LIMIT = 100;

/** POST discounts/coupons-list: a page of the shop's codes (cancelled when the next is asked for). */
export const couponListQuery = (query: CouponListBody) =>
  queryOptions({
    queryKey: couponKeys.list(query),
    queryFn: async ({ signal }) =>
      fromApi(
        'couponListSchema',
        await api.post(discountPaths.discountCouponsList, query, { signal }),
      ),
  });

/** GET discounts/coupons/count: how many codes the shop has (the list's title), whatever a search. */
export const couponCountQuery = () =>
  countQuery(couponKeys.count, discountPaths.discountCouponsCount, () => undefined)(undefined);

/** Another page, sort or search keeps the rows on screen until the new ones come in. */
export function useCouponList(query: CouponListBody) {
  return useQuery({ ...couponListQuery(query), placeholderData: keepPreviousData });
}

/**
 * Every code of a search in the order asked, for the CSV export: the server's largest pages, one
 * after the other (a few calls for a shop of 20,000 codes).
 */
export async function fetchAllCoupons(
  query: Pick<CouponListBody, 'q' | 'sort'>,
): Promise<CouponSummary[]> {
  const all: CouponSummary[] = [];
  let after: string | undefined;
  for (;;) {
    const body: CouponListBody = {
      ...query,
      limit: COUPON_LIST_MAX,
      ...(after ? { starting_after: after } : {}),
    };
    const page = fromApi(
      'couponListSchema',
      await api.post(discountPaths.discountCouponsList, body),
    );
    all.push(...page.items);
    after = page.items.at(-1)?.id;
    if (!page.has_more || !after) return all;
  }
}

export const couponQuery = detailQuery(
  couponKeys.detail,
  discountPaths.discountCoupon,
  'couponSchema',
);
export const useCoupon = (id: string) => useQuery(couponQuery(id));

/*
 * The writes show their own feedback (§8: "Discount code deleted" or "Error deleting discount code",
 * "Failed to create discount code"…), so none of them raises the generic error toast.
 */

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    // It waits offline and survives a reload; its idempotency key makes a resend create it once.
    ...writeOptions<CreateCouponBody, Coupon>({
      send: (body) => api.post(discountPaths.discountCoupons, body),
      response: 'couponSchema',
    }),
    meta: { toast: false },
    onSuccess: (coupon) => {
      queryClient.setQueryData(couponKeys.detail(coupon.id), coupon);
      refreshRelated(queryClient, relations.coupon(), couponKeys.detail(coupon.id));
    },
  });
}

/**
 * The save of a code's edit form: sends the version it edits; a 409 brings the code as it is now,
 * which goes into the cache whichever version the user then keeps (see useSaveConflict).
 */
export function useUpdateCoupon(id: string) {
  return useUpdateWithConflict({
    detailKey: couponKeys.detail(id),
    response: 'couponSchema',
    send: (body: UpdateCouponBody) => api.put(discountPaths.discountCoupon(id), body),
    refreshes: () => relations.coupon(),
    meta: { toast: false },
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.delete(discountPaths.discountCoupon(id));
      return id;
    },
    // A delete does not wait for the connection: refused at once while offline (query-client.ts).
    meta: { toast: false, offline: 'refuse' },
    onSuccess: (id) => {
      markDeletedDetailStale(queryClient, couponKeys.detail(id));
      refreshRelated(queryClient, relations.coupon(), couponKeys.detail(id));
    },
  });
}

/** POST discounts/coupons/bulk: deletes what may be deleted, and says what it skipped. */
export function useBulkDeleteCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: string[]) => {
      const body: CouponBulkBody = { action: 'delete', ids };
      return fromApi(
        'couponBulkResultSchema',
        await api.post(discountPaths.discountCouponsBulk, body),
      );
    },
    meta: { toast: false, offline: 'refuse' },
    onSuccess: (result) => {
      for (const id of result.deleted) markDeletedDetailStale(queryClient, couponKeys.detail(id));
      refreshRelated(queryClient, relations.coupon());
    },
  });
}

export function useGenerateCoupons() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GenerateCouponsBody) =>
      fromApi('generatedCouponsSchema', await api.post(discountPaths.discountCouponsGenerate, body))
        .items,
    // The codes made are shown at once: it needs the connection now.
    meta: { toast: false, offline: 'refuse' },
    onSuccess: () => refreshRelated(queryClient, relations.coupon()),
  });
}

/** The query of a picker's search for what was typed ('' lists the first ones). */
function pickerQuery(text: string | null, sort: 'title:asc') {
  const q = text?.trim() || undefined;
  return { ...(q ? { q } : {}), limit: PICKER_SEARCH_LIMIT, sort } as const;
}

/** A picked product or collection, as a picker lists it. */
export interface Target {
  id: string;
  title: string;
}
const asTargets = (items: readonly Target[]): Target[] =>
  items.map(({ id, title }) => ({ id, title }));

/**
 * A picker's search of the shop's products or collections, while its list is open (`text` not
 * null). Choosing them needs the catalog's policy: without it (403) the picker says so itself.
 */
export function useTargetSearch(kind: 'products' | 'collections', text: string | null) {
  const settled = useDebouncedValue(text, PICKER_SEARCH_DELAY_MS);
  const query = pickerQuery(settled, 'title:asc');
  const common = {
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    meta: { handledStatuses: [403] },
  } as const;
  // Products: the rows alone, as every product picker caches them. Collections: a page of their
  // list, as the collections list caches it under the same key.
  const products = useQuery({
    ...common,
    queryKey: productKeys.search(query),
    queryFn: async ({ signal }) =>
      fromApi('productListSchema', await api.get(catalogPaths.products, { params: query, signal }))
        .items,
    enabled: common.enabled && kind === 'products',
    select: asTargets,
  });
  const collections = useQuery({
    ...common,
    queryKey: collectionKeys.list(query),
    queryFn: async ({ signal }) =>
      fromApi(
        'collectionListSchema',
        await api.get(catalogPaths.collections, { params: query, signal }),
      ),
    enabled: common.enabled && kind === 'collections',
    select: (page) => asTargets(page.items),
  });
  return kind === 'products' ? products : collections;
}

/** The shop's customer groups, by name, for a code limited to one of them. */
export function useCustomerGroupChoices() {
  const query = { limit: GROUP_CHOICES_LIMIT, sort: 'name:asc' } as const;
  return useQuery({
    queryKey: customerGroupKeys.list(query),
    queryFn: async ({ signal }) =>
      fromApi(
        'customerGroupListSchema',
        await api.get(customerPaths.customerGroups, { params: query, signal }),
      ),
    meta: { handledStatuses: [403] },
    select: (page) => page.items.map(({ id, name }) => ({ id, name })),
  });
}
