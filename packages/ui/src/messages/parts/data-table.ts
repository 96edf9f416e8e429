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
  /** A count the server stopped at (there are more rows): "1,000+ results", never a bare figure. */
  tableCountCapped: (count: number) => string;
  tableSelectAll: string;
  tableSelectRow: string;
  /** The bar above a table with selected rows: "{n} selected". */
  tableSelectedCount: (count: number) => string;
  tableDiscardSelection: string;
  tableColumns: string;
  tablePageSize: string;
}

let numberFormat: Intl.NumberFormat | undefined;
/** One formatter for every count (`toLocaleString` builds a new one per call). */
const formatNumber = (value: number) =>
  (numberFormat ??= new Intl.NumberFormat('en-US')).format(value);

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
  tableCount: (count) => `${formatNumber(count)} ${count === 1 ? 'result' : 'results'}`,
  tableCountCapped: (count) => `${formatNumber(count)}+ results`,
  tableSelectAll: 'Select all',
  tableSelectRow: 'Select row',
  tableSelectedCount: (count) => `${formatNumber(count)} selected`,
  tableDiscardSelection: 'Discard',
  tableColumns: 'Columns',
  tablePageSize: 'Rows per page',
};
