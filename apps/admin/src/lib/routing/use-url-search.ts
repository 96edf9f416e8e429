import { useContext, useMemo } from 'react';
import { UNSAFE_DataRouterContext, useLocation, type DataRouter } from 'react-router';

export interface UrlSearch {
  /** The address's search parameters (the same object while the search stays). */
  searchParams: URLSearchParams;
  /** Navigates to this path with other search parameters. */
  setSearchParams: (
    next: URLSearchParams,
    options?: { replace?: boolean; preventScrollReset?: boolean; flushSync?: boolean },
  ) => void;
  /** The app's router, read when needed (its state at that moment), never subscribed to. */
  router: DataRouter | undefined;
}

/**
 * react-router's `useSearchParams`, but drawn again only when the address changes. Its setter comes
 * from `useNavigate`, which reads the route context, a new object each time the router's state
 * changes: a list page using it drew its whole table again when a navigation started (each search
 * it sends starts one), before the answer came.
 */
export function useUrlSearch(): UrlSearch {
  const { pathname, search } = useLocation();
  // The router's own context: the same object for the app's life.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useMemo(
    () => ({
      searchParams: new URLSearchParams(search),
      setSearchParams: (next, options) => {
        if (!router) return;
        const query = next.toString();
        // The app's path (the router's own state has the base in front).
        void router.navigate({ pathname, search: query ? `?${query}` : '' }, options);
      },
      router,
    }),
    [pathname, search, router],
  );
}
