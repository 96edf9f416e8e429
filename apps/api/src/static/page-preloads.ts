import { DEFERRED_STYLES_ATTRIBUTE } from '@shop/admin-api';

/**
 * One route of the admin build's `.vite/page-preloads.json` (apps/admin/build/page-preloads.ts): the
 * chunks and styles a first load of its URL needs beyond the entry.
 */
export interface PagePreload {
  path: string;
  js: string[];
  css: string[];
  /** The translation namespaces the page loads with its data, beyond `general` (older builds: none). */
  namespaces?: string[];
}

/** The namespace the app loads first, on every page (apps/admin/src/lib/i18n/init.ts). */
const FIRST_NAMESPACE = 'general';

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
 * nothing), and its translations in `language`, the one the app will choose (accounts/language.ts
 * reads the same sources in the same order): the app fetches them once its entry has run, and its
 * first page waited for them. File names are the build's own hashed names and namespaces, and the
 * language one of ours: nothing from the request reaches the HTML as it came.
 */
export function preloadLinks(
  route: PagePreload | undefined,
  base: string,
  language: string,
): string {
  const namespaces = [FIRST_NAMESPACE, ...(route?.namespaces ?? [])];
  return [
    // Not holding the first paint, as the app's own stylesheet: the app turns them on before it draws.
    ...(route?.css ?? []).map(
      (file) =>
        `<link rel="stylesheet" crossorigin href="${base}${file}" media="print" ${DEFERRED_STYLES_ATTRIBUTE} />`,
    ),
    ...(route?.js ?? []).map(
      (file) => `<link rel="modulepreload" crossorigin href="${base}${file}" />`,
    ),
    // The app's fetch of them (lib/i18n/locale-backend.ts) is a CORS request with same-origin
    // credentials: `crossorigin` makes the preload the same request, so the fetch takes it.
    ...namespaces.map(
      (namespace) =>
        `<link rel="preload" as="fetch" crossorigin href="${base}locales/${language}/${namespace}.json" />`,
    ),
  ].join('');
}
