import {
  CUSTOMER_DEFAULT_SORT,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SORT_FIELDS,
  type CustomerListQuery,
  type CustomerSort,
} from '@shop/admin-api';

/** The list's whole state, as it lives in the URL (§2: q, sort, starting_after, ending_before). */
export interface CustomerListParams {
  q: string;
  sort: CustomerSort;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
}

function isCustomerSort(value: string | null): value is CustomerSort {
  if (!value) return false;
  const [field, direction] = value.split(':');
  return (
    (CUSTOMER_SORT_FIELDS as readonly string[]).includes(field ?? '') &&
    (direction === 'asc' || direction === 'desc')
  );
}

export function readListParams(search: URLSearchParams): CustomerListParams {
  const sort = search.get('sort');
  return {
    q: search.get('q')?.trim() ?? '',
    sort: isCustomerSort(sort) ? sort : CUSTOMER_DEFAULT_SORT,
    startingAfter: search.get('starting_after') || undefined,
    endingBefore: search.get('ending_before') || undefined,
  };
}

/** Defaults stay out of the URL, so the plain list has a plain address. */
export function writeListParams(params: CustomerListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set('q', params.q);
  if (params.sort !== CUSTOMER_DEFAULT_SORT) search.set('sort', params.sort);
  if (params.startingAfter) search.set('starting_after', params.startingAfter);
  else if (params.endingBefore) search.set('ending_before', params.endingBefore);
  return search;
}

/** A new search or sort starts again from the first page. */
export function withSearch(params: CustomerListParams, q: string): CustomerListParams {
  return { ...params, q: q.trim(), startingAfter: undefined, endingBefore: undefined };
}

export function withSort(params: CustomerListParams, sort: string): CustomerListParams {
  return {
    ...params,
    sort: isCustomerSort(sort) ? sort : CUSTOMER_DEFAULT_SORT,
    startingAfter: undefined,
    endingBefore: undefined,
  };
}

export function nextPage(params: CustomerListParams, lastId: string): CustomerListParams {
  return { ...params, startingAfter: lastId, endingBefore: undefined };
}

export function previousPage(params: CustomerListParams, firstId: string): CustomerListParams {
  return { ...params, startingAfter: undefined, endingBefore: firstId };
}

/**
 * `has_more` speaks about the direction that was asked: after a "previous" request it says whether
 * there are pages before; otherwise whether there are pages after. The other direction is known
 * from the cursor itself (we came from there).
 */
export function pagingState(params: CustomerListParams, hasMore: boolean) {
  if (params.endingBefore) return { hasPrevious: hasMore, hasNext: true };
  return { hasPrevious: Boolean(params.startingAfter), hasNext: hasMore };
}

/** The query sent to GET customers. */
export function toListQuery(params: CustomerListParams): CustomerListQuery {
  const query: CustomerListQuery = { limit: CUSTOMER_PAGE_SIZE, sort: params.sort };
  if (params.q) query.q = params.q;
  if (params.startingAfter) query.starting_after = params.startingAfter;
  else if (params.endingBefore) query.ending_before = params.endingBefore;
  return query;
}
