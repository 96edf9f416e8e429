import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { COUPON_DEFAULT_SORT, COUPON_SORT_FIELDS, type CouponSort } from '@shop/admin-api';
import { createListMemory } from '../../lib/list-state/list-memory';
import { hrefs } from '../../app/routing/hrefs';

/** The list's sort and search in its URL, so a visit to a code and back keeps them. */
export const couponListMemory = createListMemory(hrefs.discounts.discountCode());

const SORTS = new Set<string>(COUPON_SORT_FIELDS.flatMap((f) => [`${f}:asc`, `${f}:desc`]));

/** `sort` when it is one of the list's sorts, else §9's default (name ascending). */
export function readSort(value: string | null): CouponSort {
  return value !== null && SORTS.has(value) ? (value as CouponSort) : COUPON_DEFAULT_SORT;
}

/**
 * The list's state: the sort (the server orders the codes) and the search (the page filters the
 * codes it has by name, §2). Both live in the URL; a search replaces the entry rather than adding
 * one per pause in typing.
 */
export function useCouponListParams() {
  const [search, setSearch] = useSearchParams();
  useEffect(() => couponListMemory.remember(search), [search]);
  const change = (key: 'sort' | 'q', value: string, replace: boolean) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    setSearch(next, { replace, preventScrollReset: replace });
  };
  return {
    sort: readSort(search.get('sort')),
    q: search.get('q') ?? '',
    setSort: (sort: string) => change('sort', sort === COUPON_DEFAULT_SORT ? '' : sort, false),
    setQ: (q: string) => change('q', q.trim() ? q : '', true),
  };
}

/** The codes whose name holds the search, whatever its case (§2: the list searches by name). */
export function matchingName<T extends { name: string }>(items: readonly T[], q: string): T[] {
  const needle = q.trim().toLocaleLowerCase();
  if (!needle) return [...items];
  return items.filter((item) => item.name.toLocaleLowerCase().includes(needle));
}
