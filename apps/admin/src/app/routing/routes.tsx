import { redirect, replace, type RouteObject } from 'react-router';
import { startSession } from '../../lib/session';
import { FullPageSpinner } from '../FullPageSpinner';
import { RootError } from '../errors/RootError';
import { ShellRouteError } from '../errors/ShellRouteError';
import { RootLayout } from '../RootLayout';
import { unlessSearchOnly } from '../../lib/routing/search-only-change';
import { guardLoader } from './guard';
import { hrefs } from './hrefs';
import { Nothing } from './page-routes';
import { shellLoader } from '../shell/shell-loader';
import { Component as Shell } from '../shell/Shell';

const toHome = () => replace(hrefs.home.dashboard());

/** The route under the shell that the page routes go in, as the router learns them (router.ts). */
export const PAGES_ROUTE_ID = 'pages';

/** The app's route table, with `pages` (the page routes known so far) under the shell. */
export const appRoutes = (pages: RouteObject[]): RouteObject[] => [
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
        // The shop and the account do not change with a list's search, sort or page.
        shouldRevalidate: unlessSearchOnly,
        children: [
          {
            id: PAGES_ROUTE_ID,
            // Errors of a page (render, lazy import) show inside the shell, which stays usable.
            ErrorBoundary: ShellRouteError,
            children: pages,
          },
        ],
      },
      { path: '*', loader: toHome, Component: Nothing },
    ],
  },
];
