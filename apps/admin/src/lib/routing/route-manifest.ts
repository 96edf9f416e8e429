import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, ShouldRevalidateFunction } from 'react-router';
import type { Policy } from '@shop/admin-api';
import type { Namespace } from '../i18n';

/** A page's loader; app/routing wraps it in the guard, so it runs only for who may see the page. */
export type PageLoader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** What a lazy page module exports. */
export interface PageModule {
  Component: ComponentType;
  loader?: PageLoader;
  /** Translation namespaces the page uses besides general; loaded with its code. */
  namespaces?: readonly Namespace[];
  /** When its loader runs again (react-router's default when absent); list pages: unlessSearchOnly. */
  shouldRevalidate?: ShouldRevalidateFunction;
}

/** The sidebar's sections, top to bottom; `top` entries stand alone, `footer` sits at the bottom. */
export const SIDEBAR_SECTIONS = [
  'top',
  'catalog',
  'customers',
  'discount',
  'online-store',
  'footer',
] as const;
export type SidebarSection = (typeof SIDEBAR_SECTIONS)[number];

/**
 * Where a route sits in a sidebar: a section of the shell's, or `settings`, the settings modal's own
 * sidebar (one flat list).
 */
export interface SidebarPlace {
  section: SidebarSection | 'settings';
  /** Position inside its section, lowest first (gaps leave room for routes to come). */
  order: number;
  /** Defaults to the route's title key. */
  labelKey?: string;
  /** Shown by entries of the `top` and `footer` sections (grouped entries show their section's). */
  icon?: ComponentType;
}

/** One screen of a feature: everything the router, the sidebar and the href helpers need. */
export interface ManifestRoute<Path extends string = string> {
  /** Relative to the app's base, without the leading slash; `:name` segments are parameters. */
  path: Path;
  /** Key of the page title in the general namespace (the document title). */
  titleKey?: string;
  /** The policy the page needs; none means any signed-in user. */
  policy?: Policy;
  /**
   * The page module, imported only here and only lazily: the manifests are part of the entry, so a
   * static import of a page would put it in every first load.
   */
  page: () => Promise<PageModule>;
  sidebar?: SidebarPlace;
  /**
   * The route renders around every manifest route under its path (the settings modal around the
   * settings pages): its page's `Component` renders an `<Outlet />`. The routes keep their full paths
   * in the manifests (for the href helpers); the router nests them under it. The bare path and any
   * unknown path under it go (replace) to `fallbackPath`, its first child.
   */
  layout?: { fallbackPath: string };
}

export type ManifestRoutes = Record<string, ManifestRoute>;

/**
 * A feature's routes, by name. The `const` type parameter keeps each path as its literal type, from
 * which the href helpers take their parameters.
 */
export function defineRoutes<const Routes extends ManifestRoutes>(routes: Routes): Routes {
  return routes;
}

/** Whether `route` renders inside `layout` (see ManifestRoute.layout). */
export function isInsideLayout(route: { path: string }, layout: { path: string }): boolean {
  return route.path.startsWith(`${layout.path}/`);
}
