import type { ReactNode } from 'react';

// The props of DataTable and their parts: the kit's public API for list views.

export interface DataTableColumn<Row> {
  /** Also the sort field when sortable. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  /**
   * The first click sorts highest first. Default: true for end-aligned columns (money, counts), where
   * the largest is what a merchant looks for.
   */
  sortDescFirst?: boolean;
  align?: 'start' | 'end';
  /** CSS width, e.g. "20%". */
  width?: string;
  /** Whether the columns menu may hide this column. Default true. */
  hideable?: boolean;
}

export interface DataTablePaging {
  hasNext: boolean;
  hasPrevious: boolean;
  onNext: () => void;
  onPrevious: () => void;
  /** Rows per page. With `onPageSizeChange`, a "Rows per page" select is shown. */
  pageSize?: number;
  /** Choices of the page size select. Default 10, 20, 50, 100. */
  pageSizeOptions?: number[];
  /** The app refetches from the first page with the new size (cursor paging cannot keep its place). */
  onPageSizeChange?: (pageSize: number) => void;
  /**
   * The position of the page's first row (1-based), when known: the pager then says where the page
   * is, "21–40 of 600" (with the table's `count`). Cursor paging knows it only from the steps taken.
   */
  firstRow?: number;
}

export interface DataTableSelection {
  /** Ids (from `getRowId`) of the selected rows; may include rows of other pages. */
  selectedIds: string[];
  onChange: (selectedIds: string[]) => void;
}

export interface DataTableColumnVisibility {
  /** Controlled hidden column ids. Leave undefined for an uncontrolled menu. */
  hidden?: string[];
  /** Initially hidden column ids of an uncontrolled menu. */
  defaultHidden?: string[];
  onChange?: (hidden: string[]) => void;
}

export interface DataTableVirtual {
  /** Height of the scrolling area in px. Default 500. */
  height?: number;
  /** Height of every row in px. Default 24. */
  rowHeight?: number;
  /**
   * While the view jumps by a third of its rows or more frame after frame (the scrollbar's thumb dragged, a
   * hard fling), draw the rows as placeholder bars, and their content again the first frame the view
   * stops jumping: so slow devices keep scrolling at the display's rate. A single jump (End, a link to a
   * row) and slower scrolling always draw the rows. Default true.
   */
  placeholdersWhenJumping?: boolean;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /** Keep this array stable (module scope or useMemo): a new array rebuilds the table's column model. */
  columns: DataTableColumn<Row>[];
  /** A row equal in content to one shown before (same id) keeps that row's render. */
  rows: Row[] | undefined;
  /** Of the row alone (an inline function is fine: the table calls the newest one). */
  getRowId: (row: Row) => string;
  /**
   * The first cell becomes a real link and a click anywhere on the row follows it. Of the row alone,
   * like `getRowId`: a row whose content did not change is not drawn again.
   */
  getRowHref?: (row: Row) => string;
  /** For rows without an href: a click on the row, or Enter on it in the grid, calls this. */
  onRowClick?: (row: Row) => void;
  /** "field:asc" | "field:desc": the server sorts, the table only shows and changes it. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Controlled; the table reports changes after a 300 ms pause. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string };
  paging?: DataTablePaging;
  count?: number;
  /** True when the server stopped counting at `count` and there are more: shown as "1,000+ results". */
  countCapped?: boolean;
  isLoading?: boolean;
  /**
   * The rows on screen are the previous ask's while the rows of a new search, sort or page load: the
   * table says it is busy and, past a short wait, shows a bar sweeping along its top edge.
   */
  isRefreshing?: boolean;
  error?: unknown;
  /** What a failed load says, in the list's words ("Error loading discount codes."). */
  errorTitle?: string;
  onRetry?: () => void;
  /** Shown when there are no rows and no search. */
  empty?: { title?: string; description?: string; action?: ReactNode };
  /** Controlled row selection: adds a checkbox column with "select all" and the "{n} selected" bar. */
  selection?: DataTableSelection;
  /** Actions of the "{n} selected" bar (e.g. a bulk Delete), given the selected ids. */
  bulkActions?: (selectedIds: string[]) => ReactNode;
  /** Shows a "Columns" menu to show and hide columns (controlled with `hidden`, or uncontrolled). */
  columnVisibility?: DataTableColumnVisibility;
  /**
   * Virtual mode for long lists (100,000 rows): only the rows in view are in the DOM, in a scrolling area
   * of fixed height with fixed-height rows. `aria-rowcount` / `aria-rowindex` tell the real size.
   */
  virtual?: DataTableVirtual | boolean;
  /**
   * Render an ARIA grid: one Tab stop, arrow keys move between cells, Home/End (Ctrl for the corners),
   * PageUp/PageDown, Enter opens the row, Space selects it. Default: on with `selection` or `virtual`,
   * otherwise a plain table whose rows are ordinary links.
   */
  grid?: boolean;
}
