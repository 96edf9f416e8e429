/**
 * One route of the admin build's `.vite/page-preloads.json` (apps/admin/build/page-preloads.ts): the
 * chunks and styles a first load of its URL needs beyond the entry.
 */
export interface PagePreload {
  path: string;
  js: string[];
  css: string[];
}

/** Where the build writes the map, in dist (as apps/admin/build/page-preloads.ts names it). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

const segmentsOf = (p: string) => p.split('/').filter(Boolean);

/**
 * The route a path under /admin/ renders, as react-router ranks them: of the patterns with as many
 * segments, each either equal or a `:param`, the one with the most literal segments (`pages/new`
 * before `pages/:pageId`).
 */
export function matchPagePreload(
  preloads: readonly PagePreload[],
  appPath: string,
): PagePreload | undefined {
  const segments = segmentsOf(appPath);
  let best: { route: PagePreload; literals: number } | undefined;
  for (const route of preloads) {
    const pattern = segmentsOf(route.path);
    if (pattern.length !== segments.length) continue;
    let literals = 0;
    const matches = pattern.every((part, i) => {
      if (part.startsWith(':')) return segments[i] !== '';
      literals++;
      return part === segments[i];
    });
    if (matches && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route;
}

/**
 * The `<link>`s that let the browser fetch a page's code beside the entry rather than after it (the
 * same files the app's lazy import asks for, so its own preload finds them already there and adds
 * nothing). File names are the build's own hashed names: nothing from the request reaches the HTML.
 */
export function preloadLinks(route: PagePreload | undefined, base: string): string {
  if (!route) return '';
  return [
    ...route.css.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}" />`),
    ...route.js.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`),
  ].join('');
}
