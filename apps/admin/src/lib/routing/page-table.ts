import type { PageModule } from './route-manifest';

/** A feature's page modules by name, each imported lazily (see `pagesFrom`). */
export type PageTable = Record<string, () => Promise<PageModule>>;

/**
 * The `page` of manifest routes whose imports live in a page table, a module of their own loaded on
 * first use, rather than in the manifest. A manifest is part of the entry, and every `import()` in it
 * costs the entry the list of chunks that page preloads (about 50 bytes of gzip a page), so every
 * feature keeps its pages in a table. On a first load the server names the page's table and chunks in
 * index.html (build/page-preloads.ts), so they arrive beside the entry; later, the table is one small
 * request more on the way to a feature's first page, made on intent like the page itself.
 */
export function pagesFrom<Table extends PageTable>(
  loadTable: () => Promise<{ default: Table }>,
): (name: keyof Table) => () => Promise<PageModule> {
  return (name) => async () => (await loadTable()).default[name]!();
}
