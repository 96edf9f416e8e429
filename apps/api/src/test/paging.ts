/** One page of a keyset-paged list. */
export interface Page<T> {
  items: T[];
  has_more: boolean;
}

type Cursor = { starting_after?: string; ending_before?: string };
type FetchPage<T> = (cursor: Cursor) => Promise<Page<T>>;

/** Every page from the first, each asked with `starting_after` the last id of the one before. */
export async function walkForward<T extends { id: string }>(
  fetch: FetchPage<T>,
): Promise<Page<T>[]> {
  const pages = [await fetch({})];
  while (pages.at(-1)!.has_more) {
    pages.push(await fetch({ starting_after: pages.at(-1)!.items.at(-1)!.id }));
  }
  return pages;
}

/** From `last` back to the first page, each asked with `ending_before` the first id of the one after. */
export async function walkBack<T extends { id: string }>(
  fetch: FetchPage<T>,
  last: Page<T>,
): Promise<Page<T>[]> {
  const pages = [last];
  for (;;) {
    const previous = await fetch({ ending_before: pages[0]!.items[0]!.id });
    pages.unshift(previous);
    if (!previous.has_more) return pages;
  }
}

export const idsOf = <T extends { id: string }>(pages: Page<T>[]) =>
  pages.flatMap((p) => p.items.map((item) => item.id));
