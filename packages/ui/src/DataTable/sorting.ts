import type { SortingState } from '@tanstack/react-table';

/** Reads the API's sort parameter ("field:asc" | "field:desc") as TanStack sorting state. */
export function parseSort(sort: string | undefined): SortingState {
  if (!sort) return [];
  const separator = sort.lastIndexOf(':');
  if (separator <= 0) return [];
  const id = sort.slice(0, separator);
  const direction = sort.slice(separator + 1);
  if (direction !== 'asc' && direction !== 'desc') return [];
  return [{ id, desc: direction === 'desc' }];
}

/** The inverse of parseSort: the first sort entry as "field:dir", or undefined when unsorted. */
export function formatSort(state: SortingState): string | undefined {
  const first = state[0];
  return first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : undefined;
}
