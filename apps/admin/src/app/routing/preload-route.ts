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
  for (const match of matchRoutes(routes ?? routesFor(pathname), pathname) ?? []) {
    const handle = match.route.handle as RouteHandle | undefined;
    handle?.preload?.().catch(() => preloaded.delete(pathname)); // the router reports failures
  }
}
