import type { RouteObject } from 'react-router';
import type { ManifestRoute } from '../../lib/routing/route-manifest';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from './lazy-page';

/**
 * The router's route object for one manifest route: the page module is loaded lazily (and can be
 * preloaded on intent through the handle), and its loader runs behind the guard with the route's
 * policy.
 */
export function pageRoute(route: ManifestRoute): RouteObject {
  // Only the keys the route declares: useRouteHandle lets a key that is present override.
  const handle: RouteHandle = { preload: route.page };
  if (route.titleKey !== undefined) handle.titleKey = route.titleKey;
  if (route.policy !== undefined) handle.policy = route.policy;
  if (route.comingSoonKey !== undefined) handle.comingSoonKey = route.comingSoonKey;
  return { path: route.path, handle, lazy: lazyPage(route.page, route.policy) };
}
