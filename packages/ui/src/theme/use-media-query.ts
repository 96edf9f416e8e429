import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query, kept: its `matches` follows the viewport as it changes. Calling
 * `matchMedia` parses the query and evaluates it afresh, and React reads the snapshot on every render
 * and again before committing a concurrent one (6 ms of a search's render under 4x CPU throttling,
 * `pnpm bench discounts`). Kept per `matchMedia` function, so a test that replaces it gets new lists.
 */
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  let byQuery = lists.get(window.matchMedia);
  if (!byQuery) lists.set(window.matchMedia, (byQuery = new Map()));
  let list = byQuery.get(query);
  if (!list) byQuery.set(query, (list = window.matchMedia(query)));
  return list;
}

/**
 * `true` while the media query matches. Reads it synchronously on the first client render (no flash
 * of the wrong layout) and answers `false` where there is no `window` (tests, server rendering).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaQueryList(query)?.matches ?? false;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
