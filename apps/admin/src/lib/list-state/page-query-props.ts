import type { UseQueryResult } from '@tanstack/react-query';

/**
 * How the query of a list's page is doing, as its table shows it. Rows kept from the previous page
 * (placeholder data) stay on screen, marked as refreshing, while the next one loads, and an error
 * replaces them only when there are none to show.
 */
export function pageQueryProps<Row>(query: UseQueryResult<{ items: Row[] }>) {
  const rows = query.data?.items;
  return {
    rows,
    isLoading: query.isPending,
    isRefreshing: query.isPlaceholderData,
    error: query.isError && !rows ? query.error : undefined,
    onRetry: () => void query.refetch(),
  };
}
