import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../lib/route-handle';

/** Paths already asked for: a link hovered again costs nothing. */
const preloaded = new Set<string>();
/** The app's route table, set by the router it builds (links cannot import it: it renders them). */
let appRoutes: RouteObject[] = [];

export function setPreloadRoutes(routes: RouteObject[]): void {
  appRoutes = routes;
}

/**
 * Starts downloading the code of every route an app path renders (the shell and the page), without
 * running it: the router's own `lazy` finds the modules loaded or on their way. The first load
 * calls it for the URL it opens, so the route chunks download beside the session refresh and the
 * translations instead of after them; links call it on intent (pointer over, focus), so a click
 * requests the next page's data at once rather than after its code.
 */
export function preloadRoute(path: string, routes: RouteObject[] = appRoutes): void {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (preloaded.has(pathname)) return;
  preloaded.add(pathname);
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload?.().catch(() => preloaded.delete(pathname)); // the router reports failures
  }
}
