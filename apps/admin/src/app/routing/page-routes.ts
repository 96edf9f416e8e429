import { replace, type RouteObject } from 'react-router';
import { isInsideLayout, type ManifestRoute } from '../../lib/routing/route-manifest';
import type { RouteHandle } from '../../lib/route-handle';
import { lazyPage } from './lazy-page';

/** Routes that only redirect from their loader render nothing (and react-router does not warn). */
export const Nothing = () => null;

/**
 * The router's route object for one manifest route: the page module is loaded lazily (and can be
 * preloaded on intent through the handle), and its loader runs behind the guard with the route's
 * policy. `path` overrides the route's own (relative to a layout).
 */
export function pageRoute(route: ManifestRoute, path = route.path): RouteObject {
  // Only the keys the route declares: useRouteHandle lets a key that is present override.
  const handle: RouteHandle = { preload: route.page };
  if (route.titleKey !== undefined) handle.titleKey = route.titleKey;
  if (route.policy !== undefined) handle.policy = route.policy;
  return { path, handle, lazy: lazyPage(route.page, route.policy) };
}

type LayoutRoute = ManifestRoute & Required<Pick<ManifestRoute, 'layout'>>;

/**
 * A layout route with its routes nested under it, by their paths relative to it. The bare path and an
 * unknown one under it go to the layout's first child (replace: back does not come here again).
 */
function layoutRoute(layout: LayoutRoute, children: ManifestRoute[]): RouteObject {
  const toFallback = () => replace(`/${layout.layout.fallbackPath}`);
  const route = pageRoute(layout);
  route.handle = { ...(route.handle as RouteHandle), layout: true } satisfies RouteHandle;
  route.children = [
    { index: true, loader: toFallback, Component: Nothing },
    ...children.map((child) => pageRoute(child, child.path.slice(layout.path.length + 1))),
    { path: '*', loader: toFallback, Component: Nothing },
  ];
  return route;
}

/** Every page route: those inside a layout nested under it, the others side by side. */
export function composePageRoutes(routes: readonly ManifestRoute[]): RouteObject[] {
  const layouts = routes.filter((route): route is LayoutRoute => route.layout !== undefined);
  const layoutOf = (route: ManifestRoute) =>
    layouts.find((layout) => isInsideLayout(route, layout));
  return routes.flatMap((route) => {
    if (layoutOf(route)) return [];
    if (route.layout === undefined) return [pageRoute(route)];
    return [
      layoutRoute(
        route as LayoutRoute,
        routes.filter((child) => layoutOf(child) === route),
      ),
    ];
  });
}
