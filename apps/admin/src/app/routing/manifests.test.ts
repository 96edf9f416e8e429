import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { TFunction } from 'i18next';
import type { Policy } from '@shop/admin-api';
import type { RouteHandle } from '../../lib/route-handle';
import type { ManifestRoute, ManifestRoutes } from '../../lib/routing/route-manifest';
import { buildSidebarFooter, buildSidebarGroups } from '../shell/navigation';
import { hrefs } from './hrefs';
import { manifestRoutes, manifests } from './manifests';
import { allPageRoutes } from './route-areas';
import { appRoutes } from './routes';

const t = ((key: string) => key) as unknown as TFunction;
/** The whole table, every area's pages known (the router learns them area by area). */
const routes = appRoutes(allPageRoutes());

/** Every route of the table, with its full path (a layout's children are relative to it). */
function flatten(table: RouteObject[], parent = ''): (RouteObject & { fullPath: string })[] {
  return table.flatMap((route) => {
    const fullPath = [parent, route.path].filter(Boolean).join('/');
    return [{ ...route, fullPath }, ...flatten(route.children ?? [], fullPath)];
  });
}
const routerRoutes = flatten(routes);
/** The full path of the deepest route matching `href`, as the router nests it. */
const matchedPath = (href: string) =>
  matchRoutes(routes, href)
    ?.map((match) => match.route.path)
    .filter(Boolean)
    .join('/');
/** The main sidebar's sections (the settings modal has its own sidebar). */
const inMainSidebar = (route: ManifestRoute) =>
  route.sidebar !== undefined && route.sidebar.section !== 'settings';

/** The sidebar's links, with whether each is enabled, when only `policy` (or none) is held. */
function sidebarLinks(holds: (policy?: Policy) => boolean) {
  const groups = buildSidebarGroups({ t, allowed: holds, shop: undefined, unfulfilledOrders: 0 });
  const items = [
    ...groups.filter((group) => group.href !== undefined),
    ...groups.flatMap((group) => group.items ?? []),
    ...buildSidebarFooter(t),
  ];
  return new Map(items.map((item) => [item.href, !item.disabled]));
}

describe('the route manifests', () => {
  it('give the router every route, with its policy and title', () => {
    for (const route of manifestRoutes) {
      const routed = routerRoutes.filter(
        (candidate) => candidate.fullPath === route.path && candidate.path !== undefined,
      );
      expect(routed, route.path).toHaveLength(1);
      const handle = routed[0]?.handle as RouteHandle;
      expect(handle.policy, route.path).toBe(route.policy);
      expect(handle.titleKey, route.path).toBe(route.titleKey);
      expect(handle.preload, route.path).toBe(route.page);
    }
  });

  it('give the sidebar every entry they place there, enabled by the same policy', () => {
    const placed = manifestRoutes.filter(inMainSidebar);
    const everything = sidebarLinks(() => true);
    expect([...everything.keys()].sort()).toEqual(placed.map((route) => `/${route.path}`).sort());

    const policies = new Set(placed.map((route) => route.policy));
    for (const policy of policies) {
      // Held: only this policy (routes without one are open to any signed-in user).
      const links = sidebarLinks((asked) => asked === undefined || asked === policy);
      for (const route of placed) {
        const enabled = route.policy === undefined || route.policy === policy;
        expect(links.get(`/${route.path}`), `${route.path} holding ${policy}`).toBe(enabled);
      }
    }
  });

  it('give href helpers that lead to their own route, with the parameters in place', () => {
    const areas: Record<string, ManifestRoutes> = manifests;
    for (const [area, routesOfArea] of Object.entries(areas)) {
      for (const [name, route] of Object.entries(routesOfArea)) {
        const names = route.path.match(/:[^/]+/g)?.map((param) => param.slice(1)) ?? [];
        const values = names.map((_, index) => `value ${index}/x`);
        const href = (hrefs as Record<string, Record<string, (...p: string[]) => string>>)[area]?.[
          name
        ]?.(...values);
        expect(href, `${area}.${name}`).toBeDefined();
        expect(matchedPath(href ?? ''), `${area}.${name}`).toBe(route.path);
        const deepest = matchRoutes(routes, href ?? '')?.at(-1);
        expect(deepest?.params).toEqual(
          Object.fromEntries(names.map((param, index) => [param, values[index]])),
        );
      }
    }
  });

  it('nest the routes of a layout under it, its bare and unknown paths going to its first child', () => {
    const layouts = manifestRoutes.filter((route) => route.layout);
    expect(layouts.map((route) => route.path)).toEqual(['settings']);
    for (const layout of layouts) {
      for (const href of [`/${layout.path}`, `/${layout.path}/no-such-page/x`]) {
        const deepest = matchRoutes(routes, href)?.at(-1);
        const loader = deepest?.route.loader as () => Response;
        const response = loader();
        expect(response.status, href).toBe(302);
        expect(response.headers.get('Location')).toBe(`/${layout.layout?.fallbackPath}`);
        expect(response.headers.get('X-Remix-Replace')).toBe('true');
      }
    }
  });

  it('type the href helpers by their path parameters', () => {
    expect(hrefs.customers.detail('cus_1')).toBe('/customers/cus_1');
    expect(hrefs.variants.detail('prod 1', 'var_2')).toBe('/products/prod%201/variants/var_2');
    expect(hrefs.orders.list()).toBe('/orders');
    // @ts-expect-error a detail page needs its id
    expect(hrefs.orders.detail()).toBe('/orders/');
  });
});
