import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import type * as RouteAreas from './routing/route-areas';

// The areas' page routes and the app's table, reduced to what the router needs: paths, no loaders.
vi.mock('./routing/route-areas', async (importOriginal) => {
  const page = (path: string): RouteObject => ({ path, Component: () => null });
  const areas: Record<string, RouteObject[]> = {
    orders: [page('orders'), page('orders/:orderId')],
    products: [page('products'), page('products/:productId')],
  };
  return {
    areaOf: (await importOriginal<typeof RouteAreas>()).areaOf,
    pageRoutesOfArea: vi.fn((area: string) => areas[area] ?? []),
  };
});
vi.mock('./routing/routes', () => ({
  PAGES_ROUTE_ID: 'pages',
  appRoutes: (pages: RouteObject[]): RouteObject[] => [
    {
      id: 'root',
      children: [
        { id: 'pages', children: pages },
        { id: 'catch-all', path: '*', Component: () => null },
      ],
    },
  ],
}));

const { createAppRouter } = await import('./router');
const { pageRoutesOfArea } = await import('./routing/route-areas');

/** The path of the deepest route the router shows, or the catch-all's id. */
const shown = (router: ReturnType<typeof createAppRouter>) => {
  const route = router.state.matches.at(-1)?.route;
  return route?.id === 'catch-all' ? 'catch-all' : route?.path;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the app router', () => {
  it('starts with the pages of the area it opens on only', () => {
    window.history.replaceState(null, '', '/admin/orders/ord_1');
    const router = createAppRouter();
    expect(vi.mocked(pageRoutesOfArea).mock.calls).toEqual([['orders']]);
    const pages = router.routes[0]?.children?.[0]?.children?.map((route) => route.path);
    expect(pages).toEqual(['orders', 'orders/:orderId']);
  });

  it('learns another area the first time the user goes there, and shows its page', async () => {
    window.history.replaceState(null, '', '/admin/orders');
    const router = createAppRouter();
    await router.navigate('/products/prd_1');
    expect(router.state.location.pathname).toBe('/admin/products/prd_1');
    expect(shown(router)).toBe('products/:productId');
    await router.navigate('/products');
    await router.navigate('/orders/ord_2');
    expect(shown(router)).toBe('orders/:orderId');
    const pages = router.routes[0]?.children?.[0]?.children?.map((route) => route.path);
    expect(pages).toEqual(['orders', 'orders/:orderId', 'products', 'products/:productId']);
  });

  it('leaves an address of no area to the catch-all', async () => {
    window.history.replaceState(null, '', '/admin/orders');
    const router = createAppRouter();
    await router.navigate('/nowhere/at/all');
    expect(shown(router)).toBe('catch-all');
  });
});
