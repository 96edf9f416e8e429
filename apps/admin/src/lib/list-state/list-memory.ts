/**
 * A list's search params as the user last left them, so a detail page's back link returns to the
 * same search, filters, sort and page. Memory only: a reload starts from the plain list.
 */
export function createListMemory(path: string) {
  let lastSearch = '';
  return {
    remember(search: URLSearchParams): void {
      lastSearch = search.toString();
    },
    href(): string {
      return lastSearch ? `${path}?${lastSearch}` : path;
    },
  };
}
