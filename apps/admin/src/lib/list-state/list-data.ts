import type { LoaderFunctionArgs } from 'react-router';
import { unlessSearchOnly } from '../routing/search-only-change';
import type { FilterValues, ListParams, ListState } from './list-params';

/**
 * A list page's loader, its revalidation rule and its prefetch, from the one function that asks for
 * what a page of the list shows (its rows, its count). The loader waits for it when the page is
 * entered, so the code and the data come together; useListParams sends it as the list moves to other
 * params (a search, a sort, a page) and changes the address once it is done, and the loader stays
 * put then (unlessSearchOnly). The page exports `loader` and `shouldRevalidate` as they come.
 */
export function listData<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
  load: (params: ListParams<Sort, Filters>, signal?: AbortSignal) => Promise<unknown>,
) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      await load(list.read(new URL(request.url).searchParams), request.signal);
    },
    shouldRevalidate: unlessSearchOnly,
    // Settles when the call does. A failure shows through the page's own query of these params,
    // which asks again.
    prefetch: (params: ListParams<Sort, Filters>): Promise<void> =>
      load(params).then(
        () => undefined,
        () => undefined,
      ),
  };
}
