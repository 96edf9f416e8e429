import { useEffect, useRef } from 'react';
import { useUrlSearch } from '../routing/use-url-search';
import type { FilterValues, ListParams, ListState } from './list-params';
import type { createListMemory } from './list-memory';
import { listTableProps, type ListPage } from './table-props';

type ListMemory = ReturnType<typeof createListMemory>;

/**
 * How long a move of the list (a search, a sort, a page) waits for its rows before the address
 * changes without them: the table then shows the rows it has as refreshing until they come.
 */
export const ROWS_WAIT_MS = 250;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A list page's URL state and the DataTable props that change it. Typing a search replaces the
 * history entry; sorting, filtering and paging are steps the Back button should undo.
 *
 * `prefetch` (listData's) asks for the rows of the params the list moves to, and the address changes
 * once they are here (or after ROWS_WAIT_MS): the page is then drawn once, with the new params and
 * their rows together. Changing the address first drew the whole page for it (the router's state,
 * the table marked refreshing), and the answer then waited for that drawing and its layout before
 * its rows could be drawn: on a slow phone, most of a search's time.
 */
export function useListParams<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
  memory: ListMemory,
  prefetch?: (next: ListParams<Sort, Filters>) => Promise<void>,
) {
  // Not react-router's useSearchParams: it draws the list again whenever a navigation starts.
  const { searchParams, setSearchParams, router } = useUrlSearch();
  const params = list.read(searchParams);

  useEffect(() => memory.remember(searchParams), [memory, searchParams]);
  // The latest move: one made while an earlier one waits for its rows replaces it.
  const moves = useRef(0);

  const go = async (next: ListParams<Sort, Filters>, replace = false) => {
    const move = ++moves.current;
    if (prefetch) await Promise.race([prefetch(next), pause(ROWS_WAIT_MS)]);
    if (move !== moves.current) return;
    // A search typed just before a click on a row is sent after its pause (the search box's 300 ms),
    // when the user is already on the way to the row's page: written then, it would turn that
    // navigation back to the list. The user has left the list; what they typed goes with it.
    // The router's state read now, not subscribed to (see useUrlSearch).
    const state = router?.state;
    const leaving =
      state?.navigation.location !== undefined &&
      state.navigation.location.pathname !== state.location.pathname;
    if (leaving) return;
    // Drawn at once, not in a transition's slices: the rows are here (or the wait is over), and the
    // browser's turns between slices only made them later (a search's rows 25% sooner under 4x CPU
    // throttling, `pnpm bench discounts`). A key typed meanwhile waits for one drawing of the page.
    setSearchParams(list.write(next), { replace, preventScrollReset: replace, flushSync: true });
  };

  /** The DataTable props of the list's state, for the page of rows on screen. */
  const tableProps = (page: ListPage | undefined) => listTableProps(list, params, go, page);

  return { params, go, tableProps };
}
