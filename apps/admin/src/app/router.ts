import { createBrowserRouter, type RouteObject } from 'react-router';
import { APP_BASE, withoutAppBase } from '../lib/config';
import { setPreloadRoutes } from './routing/preload-route';
import { areaOf, pageRoutesOfArea } from './routing/route-areas';
import { appRoutes, PAGES_ROUTE_ID } from './routing/routes';

/**
 * The router knows the pages of the area it opens on, and learns each other area's the first time
 * the user goes there (route-areas.ts says why). React Router asks `patchRoutesOnNavigation`
 * whenever an address matches no route, or only the catch-all: the area's routes go in then,
 * before its loaders run, so the page loads as if they had been there all along.
 */
export function createAppRouter() {
  const known = new Set<string>();
  const newRoutesFor = (pathname: string): RouteObject[] => {
    const area = areaOf(withoutAppBase(pathname));
    if (known.has(area)) return [];
    known.add(area);
    return pageRoutesOfArea(area);
  };
  // Hover and focus preloads match a link against its area's routes only, not the whole table.
  setPreloadRoutes((pathname) => appRoutes(pageRoutesOfArea(areaOf(pathname))));
  return createBrowserRouter(appRoutes(newRoutesFor(window.location.pathname)), {
    basename: APP_BASE,
    patchRoutesOnNavigation({ path, patch }) {
      const routes = newRoutesFor(path);
      if (routes.length > 0) patch(PAGES_ROUTE_ID, routes);
    },
  });
}
