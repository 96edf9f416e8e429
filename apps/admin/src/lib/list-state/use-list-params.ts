import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { FilterValues, ListParams, ListState } from './list-params';
import type { createListMemory } from './list-memory';
import { listTableProps, type ListPage } from './table-props';

type ListMemory = ReturnType<typeof createListMemory>;

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
  const tableProps = (page: ListPage | undefined) => listTableProps(list, params, go, page);

  return { params, go, tableProps };
}
