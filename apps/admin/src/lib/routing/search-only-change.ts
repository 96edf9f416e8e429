import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * A route's `shouldRevalidate` for data the address's search does not concern: a navigation that
 * only changes the search (a list's search, sort or page) leaves its loader alone. Everything else
 * (another path, a submission, `router.revalidate()`) is react-router's default.
 *
 * A list page's own query asks for its new rows (sent before the address changes, see
 * useListParams) and keeps the rows it had on screen meanwhile. Through the loaders the router would
 * hold the new address until the rows came, and the whole page would be drawn twice: once as the
 * navigation starts, once as it ends.
 */
export function unlessSearchOnly({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  const searchOnly =
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search;
  return searchOnly ? false : defaultShouldRevalidate;
}
