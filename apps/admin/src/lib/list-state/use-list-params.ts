import { useEffect } from 'react';
import { useUrlSearch } from '../routing/use-url-search';
import type { FilterValues, ListParams, ListState } from './list-params';
import type { createListMemory } from './list-memory';
import { listTableProps, type ListPage } from './table-props';

type ListMemory = ReturnType<typeof createListMemory>;

/**
 * A list page's URL state and the DataTable props that change it. Typing a search replaces the
 * history entry; sorting, filtering and paging are steps the Back button should undo.
 *
 * `prefetch` (listData's) asks for the rows of the params the list moves to, before the address
 * changes: the page's query of the new params then finds its call already on the way.
 */
export function useListParams<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
  memory: ListMemory,
  prefetch?: (next: ListParams<Sort, Filters>) => void,
) {
  // Not react-router's useSearchParams: it draws the list again whenever a navigation starts.
  const { searchParams, setSearchParams, router } = useUrlSearch();
  const params = list.read(searchParams);

  useEffect(() => memory.remember(searchParams), [memory, searchParams]);

  const go = (next: ListParams<Sort, Filters>, replace = false) => {
    // A search typed just before a click on a row is sent after its pause (the search box's 300 ms),
    // when the user is already on the way to the row's page: written then, it would turn that
    // navigation back to the list. The user has left the list; what they typed goes with it.
    // The router's state read now, not subscribed to (see useUrlSearch).
    const state = router?.state;
    const leaving =
      state?.navigation.location !== undefined &&
      state.navigation.location.pathname !== state.location.pathname;
    if (leaving) return;
    prefetch?.(next);
    setSearchParams(list.write(next), { replace, preventScrollReset: replace });
  };

  /** The DataTable props of the list's state, for the page of rows on screen. */
  const tableProps = (page: ListPage | undefined) => listTableProps(list, params, go, page);

  return { params, go, tableProps };
}
