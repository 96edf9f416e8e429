import type { RouteObject } from 'react-router';
import type { ManifestRoute } from '../../lib/routing/route-manifest';
import { manifestRoutes } from './manifests';
import { composePageRoutes } from './page-routes';

/*
 * The page routes by area: the first segment of their paths (`orders` for the list and the detail,
 * `settings` for the settings modal and every page inside it). The router starts with the area of
 * the address it opens and learns the others as the user goes there (router.ts). React Router turns
 * every path of its table into a regular expression and ranks all of them when it is created: for
 * the whole table that was 22 ms of a cold load's main thread in Chromium (about 90 ms on a phone,
 * at Lighthouse's 4x slowdown: issue 20), for one area under a millisecond.
 */

/** The area of an app path (without the app's base): its first segment. */
export function areaOf(pathname: string): string {
  return pathname.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

const manifestRoutesByArea = new Map<string, ManifestRoute[]>();
for (const route of manifestRoutes) {
  const area = areaOf(route.path);
  const routes = manifestRoutesByArea.get(area);
  if (routes) routes.push(route);
  else manifestRoutesByArea.set(area, [route]);
}
const composed = new Map<string, RouteObject[]>();

/** The router's routes for an area's pages, composed once: none for a path in no area. */
export function pageRoutesOfArea(area: string): RouteObject[] {
  let routes = composed.get(area);
  if (!routes) {
    routes = composePageRoutes(manifestRoutesByArea.get(area) ?? []);
    composed.set(area, routes);
  }
  return routes;
}

/** Every area's page routes (the whole table, as tests look at it). */
export function allPageRoutes(): RouteObject[] {
  return [...manifestRoutesByArea.keys()].flatMap(pageRoutesOfArea);
}
