import { useMatches } from 'react-router';
import type { Policy } from '@shop/admin-api';

/** What a route tells the shell about itself. */
export interface RouteHandle {
  /** The policy the page needs; none means any signed-in user. */
  policy?: Policy;
  /** Key of the page title in the general namespace (the document title). */
  titleKey?: string;
  /** Downloads the route's module without rendering it (see app/routing/preload-route). */
  preload?: () => Promise<unknown>;
  /**
   * A layout route (the settings modal): it renders itself for any signed-in user and gates its own
   * pages, so the shell's gate stops at it.
   */
  layout?: true;
}

/**
 * The handle of the deepest matched route that says something; with `upToLayout`, of the deepest one
 * down to the first layout route (what the shell's page area gates on).
 */
export function useRouteHandle({ upToLayout = false } = {}): RouteHandle {
  const matches = useMatches();
  const handle: RouteHandle = {};
  for (const match of matches) {
    const own = match.handle as RouteHandle | undefined;
    if (!own) continue;
    if ('policy' in own) handle.policy = own.policy;
    if ('titleKey' in own) handle.titleKey = own.titleKey;
    if (upToLayout && own.layout) break;
  }
  return handle;
}
