import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

/** Paths already asked for: a link hovered again costs nothing. */
const preloaded = new Set<string>();
/** The routes a path may render, from the router's builder (links cannot import it: it renders them). */
let routesFor: (pathname: string) => RouteObject[] = () => [];

export function setPreloadRoutes(routesOfPath: (pathname: string) => RouteObject[]): void {
  routesFor = routesOfPath;
}

/**
 * Starts downloading the code of every route an app path renders (the shell and the page), without
 * running it: the router's own `lazy` finds the modules loaded or on their way. Links call it on
 * intent (pointer over, focus), so a click requests the next page's data at once rather than after
 * its code.
 */
export function preloadRoute(path: string, routes?: RouteObject[]): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  void preloadMatches(matchRoutes(routes ?? routesFor(pathname), pathname) ?? []).then(
    (results) => {
      // The router reports a failed load; the next intent tries again.
      if (results.some((result) => result.status === 'rejected')) preloaded.delete(pathname);
    },
  );
}

/**
 * Loads the code of each matched route (its handle's `preload`, the same modules its `lazy`
 * imports), and settles once every one has run or failed. Start-up waits for the routes the router
 * opened on (main.tsx).
 */
export function preloadMatches(
  matches: readonly { route: RouteObject }[],
): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.allSettled(
    matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload?.()),
  );
}
