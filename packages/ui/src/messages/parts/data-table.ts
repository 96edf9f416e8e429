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
  /**
   * Where a page is: "21–40 of 600"; "21–40 of 1,000+" when the count is capped; "21–40" without a
   * count.
   */
  tableRange: (from: number, to: number, count: number | undefined, capped: boolean) => string;
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
  tableRange: (from, to, count, capped) =>
    `${formatNumber(from)}–${formatNumber(to)}` +
    (count === undefined ? '' : ` of ${formatNumber(count)}${capped ? '+' : ''}`),
  tableSelectAll: 'Select all',
  tableSelectRow: 'Select row',
  tableSelectedCount: (count) => `${formatNumber(count)} selected`,
  tableDiscardSelection: 'Discard',
  tableColumns: 'Columns',
  tablePageSize: 'Rows per page',
};
