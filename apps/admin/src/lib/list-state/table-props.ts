import type { DataTablePaging } from '@shop/ui';
import type { FilterValues, ListParams, ListState } from './list-params';

/** A page of rows as a list call returns it. */
export type ListPage = { items: { id: string }[]; has_more: boolean };

/** Moves a list to new params; `replace` when the step should not be its own history entry. */
export type ListGo<Sort extends string, Filters extends FilterValues> = (
  next: ListParams<Sort, Filters>,
  replace?: boolean,
) => void;

/**
 * The DataTable props of a list's state for the page of rows on screen: sort, search, cursor paging
 * and (when the list offers sizes) the page size. Wherever the state lives (URL or component), the
 * table steps through it the same way.
 */
export function listTableProps<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
  params: ListParams<Sort, Filters>,
  go: ListGo<Sort, Filters>,
  page: ListPage | undefined,
) {
  const first = page?.items[0];
  const last = page?.items.at(-1);
  const state = list.pagingState(params, page?.has_more ?? false);
  const paging: DataTablePaging = {
    hasNext: Boolean(last) && state.hasNext,
    hasPrevious: Boolean(first) && state.hasPrevious,
    onNext: () => last && go(list.nextPage(params, last.id)),
    onPrevious: () => first && go(list.previousPage(params, first.id)),
    firstRow: list.firstRow(params, Boolean(first) && state.hasPrevious),
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
}
