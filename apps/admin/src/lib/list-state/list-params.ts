import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@shop/admin-api';

/**
 * The state of a paged, searchable, sortable list, as it lives in the URL (§2: q, sort, filters,
 * limit, starting_after / ending_before). One definition per list; every list reads, writes and
 * steps through its state the same way.
 */
export type FilterValues = Record<string, string>;

/**
 * What a filter accepts: a fixed list of values (a status), or a test for values only the server
 * knows (an id, e.g. the location of the inventory list). Anything else in the URL reads as unset.
 */
export type FilterRule<Value extends string> = readonly Value[] | ((value: string) => boolean);

export interface ListParams<Sort extends string, Filters extends FilterValues = FilterValues> {
  q: string;
  sort: Sort;
  limit: number;
  /** Unset filters are absent ("any"). */
  filters: Partial<Filters>;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
  /**
   * The page's number (1-based), counted by the steps taken from the first page: what the pager's
   * "21–40 of 600" is told. Cursor paging has no other position; unknown (undefined) for a cursor
   * that came without it.
   */
  page: number | undefined;
}

/**
 * The query of a list call: the contract's names. A list in the server's fixed order (its sort is
 * '', see `defaultSort`) sends no sort.
 */
export type ListQuery<Sort extends string, Filters extends FilterValues = FilterValues> = {
  limit: number;
  q?: string;
  starting_after?: string;
  ending_before?: string;
} & ([Sort] extends [''] ? unknown : { sort: Sort }) &
  Partial<Filters>;

export interface ListDefinition<Sort extends string, Filters extends FilterValues> {
  sortFields: readonly string[];
  /** '' (with no sortFields): the list has the server's fixed order and no sort in the URL or query. */
  defaultSort: Sort;
  pageSize: number;
  /** Page sizes the user may choose (kept in the URL as `limit`); without it the size is fixed. */
  pageSizes?: readonly number[];
  /** Each filter's allowed values (or a test of them); anything else in the URL reads as unset. */
  filters?: { [K in keyof Filters]: FilterRule<Filters[K]> };
}

/** The page sizes a merchant may choose in a list, up to the contract's largest page. */
export const PAGE_SIZE_CHOICES = [DEFAULT_PAGE_SIZE, 50, MAX_PAGE_SIZE] as const;

/** A new search, sort, filter or page size starts again from the first page. */
const firstPage = { startingAfter: undefined, endingBefore: undefined, page: 1 } as const;

/** A page number from the URL: a whole number from 2 up (page 1 has no cursor). */
function readPage(value: string | null): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

function allows(rule: FilterRule<string> | undefined, value: string | null | undefined): boolean {
  if (!value || !rule) return false;
  return typeof rule === 'function' ? rule(value) : rule.includes(value);
}

export function defineList<Sort extends string, Filters extends FilterValues = FilterValues>(
  definition: ListDefinition<Sort, Filters>,
) {
  type Params = ListParams<Sort, Filters>;
  const filterEntries = Object.entries(definition.filters ?? {}) as [
    keyof Filters & string,
    FilterRule<string>,
  ][];

  const isSort = (value: string | null | undefined): value is Sort => {
    if (!value) return false;
    const [field, direction] = value.split(':');
    return (
      definition.sortFields.includes(field ?? '') && (direction === 'asc' || direction === 'desc')
    );
  };

  const readLimit = (value: string | null): number => {
    const limit = Number(value);
    return definition.pageSizes?.includes(limit) ? limit : definition.pageSize;
  };

  const read = (search: URLSearchParams): Params => {
    const sort = search.get('sort');
    const filters: Partial<Filters> = {};
    for (const [name, rule] of filterEntries) {
      const value = search.get(name);
      if (allows(rule, value)) filters[name] = value as Filters[typeof name];
    }
    const startingAfter = search.get('starting_after') || undefined;
    const endingBefore = search.get('ending_before') || undefined;
    return {
      q: search.get('q')?.trim() ?? '',
      sort: isSort(sort) ? sort : definition.defaultSort,
      limit: readLimit(search.get('limit')),
      filters,
      startingAfter,
      endingBefore,
      page: startingAfter || endingBefore ? readPage(search.get('page')) : 1,
    };
  };

  /** Defaults stay out of the URL, so the plain list has a plain address. */
  const write = (params: Params): URLSearchParams => {
    const search = new URLSearchParams();
    if (params.q) search.set('q', params.q);
    for (const [name] of filterEntries) {
      const value = params.filters[name];
      if (value) search.set(name, value);
    }
    if (params.sort !== definition.defaultSort) search.set('sort', params.sort);
    if (params.limit !== definition.pageSize) search.set('limit', String(params.limit));
    if (params.startingAfter) search.set('starting_after', params.startingAfter);
    else if (params.endingBefore) search.set('ending_before', params.endingBefore);
    if ((params.startingAfter || params.endingBefore) && params.page !== undefined) {
      search.set('page', String(params.page));
    }
    return search;
  };

  return {
    definition,
    read,
    write,
    withSearch: (params: Params, q: string): Params => ({ ...params, q: q.trim(), ...firstPage }),
    withSort: (params: Params, sort: string): Params => ({
      ...params,
      sort: isSort(sort) ? sort : definition.defaultSort,
      ...firstPage,
    }),
    /** `undefined` or an unknown value clears the filter. */
    withFilter: <K extends keyof Filters & string>(
      params: Params,
      name: K,
      value: string | undefined,
    ): Params => {
      const filters = { ...params.filters };
      const rule = definition.filters?.[name] as FilterRule<string> | undefined;
      if (allows(rule, value)) filters[name] = value as Filters[K];
      else delete filters[name];
      return { ...params, filters, ...firstPage };
    },
    withLimit: (params: Params, limit: number): Params => ({
      ...params,
      limit: readLimit(String(limit)),
      ...firstPage,
    }),
    nextPage: (params: Params, lastId: string): Params => ({
      ...params,
      startingAfter: lastId,
      endingBefore: undefined,
      page: params.page === undefined ? undefined : params.page + 1,
    }),
    previousPage: (params: Params, firstId: string): Params => ({
      ...params,
      startingAfter: undefined,
      endingBefore: firstId,
      page: params.page === undefined ? undefined : Math.max(1, params.page - 1),
    }),
    /**
     * The position of the page's first row (1-based) when known: 1 on the first page (nothing before
     * it), else from the page number and size.
     */
    firstRow: (params: Params, hasPrevious: boolean): number | undefined =>
      !hasPrevious
        ? 1
        : params.page === undefined
          ? undefined
          : (params.page - 1) * params.limit + 1,
    /**
     * `has_more` speaks about the direction that was asked: after a "previous" request it says
     * whether there are pages before; otherwise whether there are pages after. The other direction
     * is known from the cursor itself (we came from there).
     */
    pagingState: (params: Params, hasMore: boolean) =>
      params.endingBefore
        ? { hasPrevious: hasMore, hasNext: true }
        : { hasPrevious: Boolean(params.startingAfter), hasNext: hasMore },
    /** The query of the list call. */
    toQuery: (params: Params): ListQuery<Sort, Filters> => {
      const query = { limit: params.limit } as ListQuery<Sort, Filters>;
      if (params.sort) Object.assign(query, { sort: params.sort });
      if (params.q) query.q = params.q;
      Object.assign(query, params.filters);
      if (params.startingAfter) query.starting_after = params.startingAfter;
      else if (params.endingBefore) query.ending_before = params.endingBefore;
      return query;
    },
    /** The query of the list's count call: the same search and filters, no paging. */
    toCountQuery: (params: Params): { q?: string } & Partial<Filters> => ({
      ...(params.q ? { q: params.q } : {}),
      ...params.filters,
    }),
  };
}

export type ListState<
  Sort extends string,
  Filters extends FilterValues = FilterValues,
> = ReturnType<typeof defineList<Sort, Filters>>;
