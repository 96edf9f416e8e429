import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

/**
 * The last page the user saw outside a layout that overlays the app (the settings modal), so that
 * closing it goes back there (§2 Settings: "Closing returns to the last page before settings"). Kept
 * in memory: a reload or a deep link into settings has no page before it, and closing goes home.
 */
let lastPage: string | null = null;

export function rememberPageBeforeOverlay(path: string): void {
  lastPage = path;
}

export function pageBeforeOverlay(): string | null {
  return lastPage;
}

/** The shell remembers every page it shows outside an overlaying layout. */
export function useRememberPageBeforeOverlay(): void {
  const location = useLocation();
  const insideOverlay = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.layout,
  );
  const path = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!insideOverlay) rememberPageBeforeOverlay(path);
  }, [insideOverlay, path]);
}
