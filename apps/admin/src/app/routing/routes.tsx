import { redirect, replace, type RouteObject } from 'react-router';
import type { Policy } from '@shop/admin-api';
import { startSession } from '../../lib/session';
import { FullPageSpinner } from '../FullPageSpinner';
import { RootError } from '../errors/RootError';
import { ShellRouteError } from '../errors/ShellRouteError';
import { RootLayout } from '../RootLayout';
import type { RouteHandle } from '../../lib/route-handle';
import { guardLoader } from './guard';
import { lazyPage, type PageModule } from './lazy-page';
import { shellLoader } from '../shell/shell-loader';
import { Component as Shell } from '../shell/Shell';

function page(
  path: string,
  importer: () => Promise<PageModule>,
  handle: RouteHandle = {},
): RouteObject {
  return {
    path,
    handle: { ...handle, preload: importer },
    lazy: lazyPage(importer, handle.policy),
  };
}

/** An area that is not built yet: a real lazy page with its title and a "coming soon" line. */
function comingSoon(path: string, titleKey: string, policy?: Policy): RouteObject {
  const handle: RouteHandle = { titleKey };
  if (policy) handle.policy = policy;
  if (path.startsWith('settings')) handle.comingSoonKey = 'settings:comingSoon';
  return page(path, () => import('../../features/coming-soon/routes/coming-soon'), handle);
}

const toHome = () => replace('/home');
/** Routes that only redirect from their loader render nothing (and react-router does not warn). */
const Nothing = () => null;

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootError,
    HydrateFallback: FullPageSpinner,
    // The first silent refresh; every guarded loader waits for it too.
    loader: async () => {
      await startSession();
      return null;
    },
    shouldRevalidate: () => false,
    children: [
      { index: true, loader: toHome, Component: Nothing },
      {
        path: 'auth',
        children: [
          {
            index: true,
            loader: ({ request }) => redirect(`/auth/verify${new URL(request.url).search}`),
            Component: Nothing,
          },
          { path: 'verify', lazy: () => import('../auth/verify-route') },
        ],
      },
      {
        id: 'shell',
        // Not lazy: every signed-in page renders it, so it is part of the entry (one file less to
        // wait for, and its modules compress together with the rest of the entry).
        Component: Shell,
        loader: guardLoader(undefined, shellLoader),
        children: [
          {
            // Errors of a page (render, lazy import) show inside the shell, which stays usable.
            ErrorBoundary: ShellRouteError,
            children: [
              page('home', () => import('../../features/home/routes/home'), {
                titleKey: 'nav.home',
              }),
              page('products', () => import('../../features/products/routes/list'), {
                titleKey: 'nav.products',
                policy: 'product',
              }),
              page('products/new', () => import('../../features/products/routes/new'), {
                policy: 'product',
              }),
              page('products/:productId', () => import('../../features/products/routes/detail'), {
                policy: 'product',
              }),
              page('collections', () => import('../../features/collections/routes/list'), {
                titleKey: 'nav.collections',
                policy: 'product',
              }),
              page('collections/new', () => import('../../features/collections/routes/new'), {
                policy: 'product',
              }),
              page(
                'collections/:collectionId',
                () => import('../../features/collections/routes/detail'),
                { policy: 'product' },
              ),
              page('inventory', () => import('../../features/inventory/routes/inventory'), {
                titleKey: 'nav.inventory',
                policy: 'product',
              }),
              page(
                'products/:productId/variants/:variantId',
                () => import('../../features/variants/routes/variant'),
                { policy: 'product' },
              ),
              page(
                'products/:productId/variants',
                () => import('../../features/variants/routes/variants-redirect'),
                { policy: 'product' },
              ),
              page('orders', () => import('../../features/orders/routes/list'), {
                titleKey: 'nav.orders',
                policy: 'order',
              }),
              page('orders/:orderId', () => import('../../features/orders/routes/detail'), {
                policy: 'order',
              }),
              page('customers', () => import('../../features/customers/routes/list'), {
                titleKey: 'nav.customers',
                policy: 'customer',
              }),
              page(
                'customers/:customerId',
                () => import('../../features/customers/routes/detail'),
                { policy: 'customer' },
              ),
              page('customer-groups', () => import('../../features/customer-groups/routes/list'), {
                titleKey: 'nav.customerGroups',
                policy: 'customer',
              }),
              page(
                'customer-groups/new',
                () => import('../../features/customer-groups/routes/new'),
                { policy: 'customer' },
              ),
              page(
                'customer-groups/:groupId',
                () => import('../../features/customer-groups/routes/detail'),
                { policy: 'customer' },
              ),
              comingSoon('discount-code', 'nav.discountCode', 'discount'),
              comingSoon('discount-threshold', 'nav.discountThreshold', 'discount'),
              comingSoon('discount-settings', 'nav.discountSettings', 'discount'),
              comingSoon('discount-analytics', 'nav.discountAnalytics', 'discount'),
              comingSoon('themes', 'nav.themes', 'theme'),
              comingSoon('navigation', 'nav.navigation', 'theme'),
              comingSoon('pages', 'nav.pages', 'theme'),
              comingSoon('settings', 'nav.settings'),
              comingSoon('settings/account', 'nav.account'),
              { path: 'settings/*', loader: () => replace('/settings'), Component: Nothing },
            ],
          },
        ],
      },
      { path: '*', loader: toHome, Component: Nothing },
    ],
  },
];
