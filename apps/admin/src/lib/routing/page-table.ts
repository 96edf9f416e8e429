import type { PageModule } from './route-manifest';

/** A feature's page modules by name, each imported lazily (see `pagesFrom`). */
export type PageTable = Record<string, () => Promise<PageModule>>;

/**
 * The `page` of manifest routes whose imports live in a page table, a module of their own loaded on
 * first use, rather than in the manifest. A manifest is part of the entry, and every `import()` in it
 * costs the entry the list of chunks that page preloads (about 50 bytes of gzip a page): a feature
 * with dozens of pages no first load shows (settings) keeps them in its table. The table is one small
 * request more on the way to the first of those pages, made on intent like the page itself.
 */
export function pagesFrom<Table extends PageTable>(
  loadTable: () => Promise<{ default: Table }>,
): (name: keyof Table) => () => Promise<PageModule> {
  return (name) => async () => (await loadTable()).default[name]!();
}
