/**
 * The state of a paged, searchable, sortable list, as it lives in the URL (§2: q, sort, filters,
 * limit, starting_after / ending_before). One definition per list; every list reads, writes and
 * steps through its state the same way.
 */
export type FilterValues = Record<string, string>;

export interface ListParams<Sort extends string, Filters extends FilterValues = FilterValues> {
  q: string;
  sort: Sort;
  limit: number;
  /** Unset filters are absent ("any"). */
  filters: Partial<Filters>;
  startingAfter: string | undefined;
  endingBefore: string | undefined;
}

/** The query of a list call: the contract's names. */
export type ListQuery<Sort extends string, Filters extends FilterValues = FilterValues> = {
  limit: number;
  sort: Sort;
  q?: string;
  starting_after?: string;
  ending_before?: string;
} & Partial<Filters>;

export interface ListDefinition<Sort extends string, Filters extends FilterValues> {
  sortFields: readonly string[];
  defaultSort: Sort;
  pageSize: number;
  /** Page sizes the user may choose (kept in the URL as `limit`); without it the size is fixed. */
  pageSizes?: readonly number[];
  /** Each filter's allowed values; anything else in the URL reads as unset. */
  filters?: { [K in keyof Filters]: readonly Filters[K][] };
}

/** A new search, sort, filter or page size starts again from the first page. */
const firstPage = { startingAfter: undefined, endingBefore: undefined } as const;

export function defineList<Sort extends string, Filters extends FilterValues = FilterValues>(
  definition: ListDefinition<Sort, Filters>,
) {
  type Params = ListParams<Sort, Filters>;
  const filterEntries = Object.entries(definition.filters ?? {}) as [
    keyof Filters & string,
    readonly string[],
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
    for (const [name, allowed] of filterEntries) {
      const value = search.get(name);
      if (value && allowed.includes(value)) filters[name] = value as Filters[typeof name];
    }
    return {
      q: search.get('q')?.trim() ?? '',
      sort: isSort(sort) ? sort : definition.defaultSort,
      limit: readLimit(search.get('limit')),
      filters,
      startingAfter: search.get('starting_after') || undefined,
      endingBefore: search.get('ending_before') || undefined,
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
      const allowed = definition.filters?.[name] as readonly string[] | undefined;
      if (value && allowed?.includes(value)) filters[name] = value as Filters[K];
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
    }),
    previousPage: (params: Params, firstId: string): Params => ({
      ...params,
      startingAfter: undefined,
      endingBefore: firstId,
    }),
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
      const query = { limit: params.limit, sort: params.sort } as ListQuery<Sort, Filters>;
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
