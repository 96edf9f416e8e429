import type { MenuSortField, PageSortField } from '@shop/admin-api';
import { containsPattern, type Params } from '../db/sql';

/**
 * What the menus and the pages lists share (migrations/022): the same sort fields, and a search of the
 * title or the handle. A shop has a handful of menus and tens of pages, not millions: a plain scan of
 * the shop's rows answers a search, no trigram index needed.
 */

/** Sort fields of the contract -> columns; the mapping is what keeps user input out of the SQL. */
export const TITLED_SORT_COLUMNS: Record<MenuSortField & PageSortField, string> = {
  created_at: 'created_at',
  updated_at: 'updated_at',
  title: 'title',
};

export const titleOrHandleMatching = (q: string | undefined) => (p: Params) => {
  if (!q) return [];
  const pattern = p.add(containsPattern(q.toLowerCase()));
  return [`(lower(title) LIKE ${pattern} OR handle LIKE ${pattern})`];
};
