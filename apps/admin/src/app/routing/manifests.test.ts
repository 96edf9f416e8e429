import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import type { TFunction } from 'i18next';
import type { Policy } from '@shop/admin-api';
import type { RouteHandle } from '../../lib/route-handle';
import type { ManifestRoutes } from '../../lib/routing/route-manifest';
import { buildSidebarFooter, buildSidebarGroups } from '../shell/navigation';
import { hrefs } from './hrefs';
import { manifestRoutes, manifests } from './manifests';
import { routes } from './routes';

const t = ((key: string) => key) as unknown as TFunction;

function flatten(table: RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}
const routerRoutes = flatten(routes);

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
      const routed = routerRoutes.filter((candidate) => candidate.path === route.path);
      expect(routed, route.path).toHaveLength(1);
      const handle = routed[0]?.handle as RouteHandle;
      expect(handle.policy, route.path).toBe(route.policy);
      expect(handle.titleKey, route.path).toBe(route.titleKey);
      expect(handle.preload, route.path).toBe(route.page);
    }
  });

  it('give the sidebar every entry they place there, enabled by the same policy', () => {
    const placed = manifestRoutes.filter((route) => route.sidebar);
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
        const deepest = matchRoutes(routes, href ?? '')?.at(-1);
        expect(deepest?.route.path, `${area}.${name}`).toBe(route.path);
        expect(deepest?.params).toEqual(
          Object.fromEntries(names.map((param, index) => [param, values[index]])),
        );
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
