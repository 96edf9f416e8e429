import { useState } from 'react';
import type { FilterValues, ListParams, ListState } from './list-params';
import { listTableProps, type ListPage } from './table-props';

/**
 * A list inside a page that has its own address (e.g. a group's members on the group's page): the
 * same state and steps as a list page, held by the component instead of the URL, so searching or
 * paging it adds no history entries to the page around it.
 */
export function useLocalListParams<Sort extends string, Filters extends FilterValues>(
  list: ListState<Sort, Filters>,
) {
  const [params, setParams] = useState<ListParams<Sort, Filters>>(() =>
    list.read(new URLSearchParams()),
  );
  const go = (next: ListParams<Sort, Filters>) => setParams(next);
  const tableProps = (page: ListPage | undefined) => listTableProps(list, params, go, page);
  return { params, go, tableProps };
}
