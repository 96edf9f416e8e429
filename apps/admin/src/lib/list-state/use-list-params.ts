import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { DataTablePaging } from '@shop/ui';
import type { FilterValues, ListParams, ListState } from './list-params';
import type { createListMemory } from './list-memory';

type ListMemory = ReturnType<typeof createListMemory>;
type ListPage = { items: { id: string }[]; has_more: boolean };

/**
 * A list page's URL state and the DataTable props that change it. Typing a search replaces the
 * history entry; sorting, filtering and paging are steps the Back button should undo.
 */
export function useListParams<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
  memory: ListMemory,
) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = list.read(searchParams);

  useEffect(() => memory.remember(searchParams), [memory, searchParams]);

  const go = (next: ListParams<Sort, Filters>, replace = false) =>
    setSearchParams(list.write(next), { replace, preventScrollReset: replace });

  /** The DataTable props of the list's state, for the page of rows on screen. */
  const tableProps = (page: ListPage | undefined) => {
    const first = page?.items[0];
    const last = page?.items.at(-1);
    const state = list.pagingState(params, page?.has_more ?? false);
    const paging: DataTablePaging = {
      hasNext: Boolean(last) && state.hasNext,
      hasPrevious: Boolean(first) && state.hasPrevious,
      onNext: () => last && go(list.nextPage(params, last.id)),
      onPrevious: () => first && go(list.previousPage(params, first.id)),
    };
    if (list.definition.pageSizes) {
      paging.pageSize = params.limit;
      paging.pageSizeOptions = [...list.definition.pageSizes];
      paging.onPageSizeChange = (limit) => go(list.withLimit(params, limit));
    }
    return {
      sort: params.sort as string,
      onSortChange: (sort: string) => go(list.withSort(params, sort)),
      search: params.q,
      onSearchChange: (q: string) => go(list.withSearch(params, q), true),
      paging,
    };
  };

  return { params, go, tableProps };
}
