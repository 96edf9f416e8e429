import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadMatches, preloadRoute } from './preload-route';

function table() {
  const shell = vi.fn(() => Promise.resolve());
  const orders = vi.fn(() => Promise.resolve());
  const order = vi.fn(() => Promise.resolve());
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        {
          id: 'shell',
          handle: { preload: shell },
          children: [
            { path: 'orders', handle: { preload: orders } },
            { path: 'orders/:orderId', handle: { preload: order } },
          ],
        },
      ],
    },
  ];
  return { routes, shell, orders, order };
}

describe('preloadRoute', () => {
  it('starts the code of every route the path renders, once, whatever the query', () => {
    const { routes, shell, orders, order } = table();
    preloadRoute('/orders/ord_1?tab=lines', routes);
    preloadRoute('/orders/ord_1', routes);
    expect(shell).toHaveBeenCalledTimes(1);
    expect(order).toHaveBeenCalledTimes(1);
    expect(orders).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route renders', () => {
    const { routes, shell } = table();
    preloadRoute('/nowhere', routes);
    expect(shell).not.toHaveBeenCalled();
  });
});

describe('preloadMatches', () => {
  it('settles once the code of every matched route has run or failed, and not before', async () => {
    let pageLoaded!: () => void;
    const page = vi.fn(() => new Promise<void>((resolve) => (pageLoaded = resolve)));
    const broken = vi.fn(() => Promise.reject(new Error('chunk failed')));
    let settled = false;
    const loading = preloadMatches([
      { route: { handle: { preload: broken } } },
      { route: { path: 'orders/:orderId', handle: { preload: page } } },
      { route: { path: 'no-code' } },
    ]).then(() => (settled = true));
    await Promise.resolve();
    expect(page).toHaveBeenCalledTimes(1);
    expect(broken).toHaveBeenCalledTimes(1);
    expect(settled).toBe(false);
    pageLoaded();
    await loading;
    expect(settled).toBe(true);
  });
});
