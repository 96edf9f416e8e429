/**
 * The list's search params as the user last left them, so the detail page's back link returns to
 * the same search, sort and page. Memory only: a reload starts from the plain list.
 */
let lastSearch = '';

export function rememberListSearch(search: URLSearchParams): void {
  lastSearch = search.toString();
}

export function customerListHref(): string {
  return lastSearch ? `/customers?${lastSearch}` : '/customers';
}
