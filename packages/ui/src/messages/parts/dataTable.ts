/** Messages of DataTable. */
export interface DataTableMessages {
  tableSearchPlaceholder: string;
  tableSearchLabel: string;
  tableNextPage: string;
  tablePreviousPage: string;
  tableLoading: string;
  tableEmptyTitle: string;
  tableNoResultsTitle: string;
  tableNoResultsDescription: string;
  tableErrorTitle: string;
  tableRetry: string;
  tableSortAscending: string;
  tableSortDescending: string;
  tableCount: (count: number) => string;
}

export const defaultDataTableMessages: DataTableMessages = {
  tableSearchPlaceholder: 'Search',
  tableSearchLabel: 'Search',
  tableNextPage: 'Next page',
  tablePreviousPage: 'Previous page',
  tableLoading: 'Loading…',
  tableEmptyTitle: 'Nothing to show',
  tableNoResultsTitle: 'No results',
  tableNoResultsDescription: 'Try another search.',
  tableErrorTitle: 'failed to load',
  tableRetry: 'Try again',
  tableSortAscending: 'Sorted ascending',
  tableSortDescending: 'Sorted descending',
  tableCount: (count) => `${count.toLocaleString('en-US')} ${count === 1 ? 'result' : 'results'}`,
};
