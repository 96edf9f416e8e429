import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  Button,
  DropdownMenu,
  IconButton,
  Select,
  Table,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { EmptyState } from '../EmptyState';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  SortIcon,
} from '../icons';
import { UiLink } from '../link';
import { useUiMessages } from '../messages';
import { Skeleton } from '../Skeleton';
import { moveInGrid, type GridPosition } from './grid';
import { SearchBox } from './SearchBox';
import { selectAllState, toggleAll, toggleHidden, toggleId } from './selection';
import { assignSlots, type SlotMap } from './slots';
import { firstWindow, useVirtualizerAfterPaint } from './useVirtualizerAfterPaint';
import { formatSort, parseSort } from './sorting';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Also the sort field when sortable. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
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
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /** Keep this array stable (module scope or useMemo): a new array rebuilds the table's column model. */
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The first cell becomes a real link and a click anywhere on the row follows it. */
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
  error?: unknown;
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

// Module scope on purpose: TanStack Table rebuilds its models when `features` changes identity.
// Row selection is the app's list of ids (it spans pages, and virtual mode has no row model), kept here
// rather than in TanStack's per-row selection state.
const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
/**
 * TanStack wants object rows; the public API keeps `Row` unconstrained (as in the contract), so rows are
 * viewed through this intersection type. No copy is made.
 */
type TableData<Row> = Row & RowData;
const NO_ROWS: never[] = [];
const NO_IDS: string[] = [];
const SKELETON_ROWS = 5;
const SELECT_COLUMN = '__select';
export const DEFAULT_VIRTUAL_HEIGHT = 500;
export const DEFAULT_ROW_HEIGHT = 24;
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 1;
const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];
/** Elements that handle their own clicks: a row click must not hijack them. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="menuitem"], [role="switch"]';

/** The grid row (0 = header) of a cell: rows carry `data-grid-row`, cells `data-grid-col`. */
const gridRowOf = (cell: HTMLElement) =>
  Number(cell.closest<HTMLElement>('[data-grid-row]')?.dataset.gridRow);

/** What a body row needs to draw a cell; built once per column change, shared by every row. */
interface CellSpec<Row> {
  id: string;
  render: ((row: Row) => ReactNode) | null;
  align?: 'start' | 'end';
  isLinkCell: boolean;
  /** Virtual mode lays cells out in a flex row: a column width becomes a fixed basis. */
  style?: CSSProperties;
}

/** What the virtual body tells the table after each render (for keyboard focus). */
interface VirtualApi {
  scrollToIndex: (index: number) => void;
}

/**
 * The list view of every resource: server-sorted, searched and cursor-paged by the app, rendered here with
 * TanStack Table (manual sorting, row selection, column visibility), TanStack Virtual for long lists and
 * Radix Themes' table styles.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowHref,
  onRowClick,
  sort,
  onSortChange,
  search,
  paging,
  count,
  countCapped = false,
  isLoading = false,
  error,
  onRetry,
  empty,
  selection,
  bulkActions,
  columnVisibility,
  virtual: virtualProp,
  grid: gridProp,
}: DataTableProps<Row>) {
  const messages = useUiMessages();
  const sorting = useMemo(() => parseSort(sort), [sort]);
  const virtual = virtualProp ? (virtualProp === true ? {} : virtualProp) : undefined;
  const isVirtual = !!virtual;
  const rowHeight = virtual?.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const viewHeight = virtual?.height ?? DEFAULT_VIRTUAL_HEIGHT;
  const isGrid = gridProp ?? (!!selection || isVirtual);
  const allRows = rows ?? (NO_ROWS as Row[]);

  // Column visibility: controlled or uncontrolled, as hidden ids.
  const [ownHidden, setOwnHidden] = useState<string[]>(columnVisibility?.defaultHidden ?? NO_IDS);
  const hidden = columnVisibility?.hidden ?? ownHidden;
  const visibilityState = useMemo<ColumnVisibilityState>(
    () => Object.fromEntries(hidden.map((id) => [id, false])),
    [hidden],
  );
  const setHidden = (next: string[]) => {
    if (columnVisibility?.hidden === undefined) setOwnHidden(next);
    columnVisibility?.onChange?.(next);
  };

  // Selection: the app owns the ids (see `features`).
  const selectedIds = selection?.selectedIds ?? NO_IDS;
  const selectedSet = useMemo(() => new Set(selectedIds), [selectedIds]);
  // Row checkboxes call a stable function (memoised rows), which reads the latest props from refs.
  const selectionRef = useRef(selection);
  useLayoutEffect(() => {
    selectionRef.current = selection;
  });
  const toggleRow = useCallback((id: string) => {
    const current = selectionRef.current;
    current?.onChange(toggleId(current.selectedIds, id));
  }, []);

  const hasSelection = !!selection;
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, TableData<Row>>();
    const dataColumns = columns.map((column) =>
      // An accessor (the row itself) rather than a display column: TanStack only sorts accessor columns.
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: !!column.sortable,
        enableHiding: column.hideable !== false,
        sortDescFirst: false,
      }),
    );
    if (!hasSelection) return dataColumns;
    return [
      helper.display({ id: SELECT_COLUMN, header: '', enableHiding: false, enableSorting: false }),
      ...dataColumns,
    ];
  }, [columns, hasSelection]);

  const columnById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = formatSort(functionalUpdate(updater, sorting));
    if (next && next !== sort) onSortChange?.(next);
  };

  const table = useTable({
    features,
    columns: tableColumns,
    // Virtual mode draws its window straight from `rows` (see VirtualBody): a row model of 100,000 rows
    // would cost more than the whole first-render budget.
    data: (isVirtual ? NO_ROWS : allRows) as TableData<Row>[],
    getRowId: (row) => getRowId(row),
    state: { sorting, columnVisibility: visibilityState },
    onSortingChange,
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, visibilityState);
      setHidden(
        Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id),
      );
    },
    manualSorting: true,
    enableSorting: !!onSortChange,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  const hasError = !!error;
  const loading = !hasError && (isLoading || rows === undefined);
  const showRows = !hasError && !loading && allRows.length > 0;
  const searching = !!search?.value.trim();
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = Math.max(1, visibleColumns.length);
  const visibleKey = visibleColumns.map((column) => column.id).join('\u0000');

  const cellSpecs = useMemo<CellSpec<Row>[]>(() => {
    const ids = visibleKey.split('\u0000');
    const firstDataColumnId = ids.find((id) => id !== SELECT_COLUMN);
    return ids.map((id) => {
      const spec = columnById.get(id);
      return {
        id,
        render: spec?.cell ?? null,
        align: spec?.align,
        isLinkCell: id === firstDataColumnId,
        style: isVirtual && spec?.width ? { flex: `0 0 ${spec.width}` } : undefined,
      };
    });
  }, [visibleKey, columnById, isVirtual]);

  // "Select all" works on every row shown (all 100,000 in virtual mode). The ids are only listed once
  // something is selected or the header checkbox is used.
  const listIds = () => allRows.map(getRowId);
  const allState =
    !showRows || selectedIds.length === 0 ? false : selectAllState(selectedSet, listIds());
  const onToggleAll = () => selection?.onChange(toggleAll(selectedIds, listIds()));

  // ---- Grid keyboard support: a roving tabindex over cells (row 0 is the header). ----
  const tableRef = useRef<HTMLTableElement | null>(null);
  const virtualApi = useRef<VirtualApi | null>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const pendingFocus = useRef<GridPosition | null>(null);
  const gridRows = 1 + (showRows ? allRows.length : 0);
  const activeRow = Math.min(active.row, gridRows - 1);
  const activeCol = Math.min(active.col, columnCount - 1);

  /** Focuses the cell asked for by the keyboard once it is in the DOM (virtual mode may scroll first). */
  const flushFocus = () => {
    // The target travels with the request: this may run from VirtualBody's effect, before this
    // component's render with the new active cell has been committed.
    const target = pendingFocus.current;
    if (!target || !tableRef.current) return;
    const cell = tableRef.current.querySelector<HTMLElement>(
      `[data-grid-row="${target.row}"] > [data-grid-col="${target.col}"]`,
    );
    if (!cell) return;
    pendingFocus.current = null;
    cell.focus({ preventScroll: isVirtual });
  };
  const flushFocusRef = useRef(flushFocus);
  useLayoutEffect(() => {
    flushFocusRef.current = flushFocus;
    flushFocus();
  });
  const onWindowRendered = useCallback(() => flushFocusRef.current(), []);

  const openRow = (rowElement: Element, index: number) => {
    const link = rowElement.querySelector<HTMLAnchorElement>('a[data-row-link]');
    if (link) {
      link.click();
      return;
    }
    const row = allRows[index];
    if (row !== undefined) onRowClick?.(row);
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-grid-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const row = gridRowOf(cell);
    const col = Number(cell.dataset.gridCol);
    if (event.key === 'Enter' || event.key === ' ') {
      // A control inside the cell (checkbox, sort button, link) handles its own Enter and Space.
      if (target !== cell || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if (row === 0) {
        cell.querySelector<HTMLElement>('button, input')?.click();
        return;
      }
      const rowElement = cell.closest('tr');
      if (!rowElement) return;
      if (event.key === ' ') {
        const id = rowElement.getAttribute('data-row-id');
        if (selection && id !== null) toggleRow(id);
      } else {
        openRow(rowElement, row - 1);
      }
      return;
    }
    const next = moveInGrid(
      { row, col },
      event,
      {
        rowCount: gridRows,
        colCount: columnCount,
        pageRows: isVirtual ? Math.max(1, Math.floor(viewHeight / rowHeight) - 2) : 10,
      },
      getComputedStyle(cell).direction === 'rtl',
    );
    if (!next) return;
    event.preventDefault();
    pendingFocus.current = next;
    setActive(next);
    // The new active row is rendered at once (VirtualBody keeps it in the DOM), then scrolled into view.
    if (isVirtual) virtualApi.current?.scrollToIndex(Math.max(0, next.row - 1));
  };

  const onGridFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-col]');
    if (!cell) return;
    const row = gridRowOf(cell);
    const col = Number(cell.dataset.gridCol);
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  const headerCellProps = (col: number) =>
    isGrid
      ? {
          'data-grid-col': col,
          tabIndex: activeRow === 0 && col === activeCol ? 0 : -1,
        }
      : undefined;

  // ---- Body ----
  const rowProps = {
    getRowId,
    getRowHref,
    onRowClick,
    cells: cellSpecs,
    selectable: hasSelection,
    selectedSet,
    onToggle: toggleRow,
    isGrid,
    activeRow,
    activeCol,
    selectLabel: messages.tableSelectRow,
  };
  let body: ReactNode;
  if (hasError) {
    body = (
      <StateRow colSpan={columnCount} virtual={isVirtual}>
        <div role="alert">
          <EmptyState
            title={messages.tableErrorTitle}
            action={
              onRetry ? (
                <Button variant="soft" onClick={onRetry}>
                  {messages.tableRetry}
                </Button>
              ) : undefined
            }
          />
        </div>
      </StateRow>
    );
  } else if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
      <Table.Row
        key={`skeleton-${rowIndex}`}
        className={isVirtual ? styles.virtualRowStatic : undefined}
      >
        {cellSpecs.map((spec) => (
          <Table.Cell key={spec.id} style={spec.style}>
            <Skeleton height="14px" width={spec.align === 'end' ? '50%' : '75%'} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (!showRows) {
    body = (
      <StateRow colSpan={columnCount} virtual={isVirtual}>
        {searching ? (
          <EmptyState
            title={messages.tableNoResultsTitle}
            description={messages.tableNoResultsDescription}
          />
        ) : (
          <EmptyState
            title={empty?.title ?? messages.tableEmptyTitle}
            description={empty?.description}
            action={empty?.action}
          />
        )}
      </StateRow>
    );
  } else if (isVirtual) {
    body = (
      <VirtualBody
        rows={allRows}
        rowHeight={rowHeight}
        viewHeight={viewHeight}
        apiRef={virtualApi}
        onRendered={onWindowRendered}
        keptIndex={activeRow - 1}
        rowProps={rowProps}
      />
    );
  } else {
    body = table
      .getRowModel()
      .rows.map((row, index) => (
        <DataRow<Row>
          key={row.id}
          id={row.id}
          row={row.original as Row}
          index={index}
          {...rowProps}
        />
      ));
  }

  // ---- Chrome around the table ----
  const showColumnsMenu = !!columnVisibility;
  const showToolbar = !!search || count !== undefined || showColumnsMenu;
  const statusText = loading
    ? messages.tableLoading
    : count !== undefined
      ? (countCapped ? messages.tableCountCapped : messages.tableCount)(count)
      : '';
  const hideableColumns = columns.filter((column) => column.hideable !== false);
  const pageSizeOptions = paging?.pageSizeOptions ?? DEFAULT_PAGE_SIZES;
  const showPageSize = !!paging?.onPageSizeChange && paging.pageSize !== undefined;
  // Virtual mode lays rows out with flexbox (absolutely positioned rows), which drops the implicit
  // table roles: they are given explicitly.
  const role = (name: string) => (isVirtual ? name : undefined);

  const header = (
    <Table.Header className={isVirtual ? styles.virtualHeader : undefined} role={role('rowgroup')}>
      {table.getHeaderGroups().map((group) => (
        <Table.Row
          key={group.id}
          aria-rowindex={isGrid || isVirtual ? 1 : undefined}
          data-grid-row={isGrid ? 0 : undefined}
          className={isVirtual ? styles.virtualRowStatic : undefined}
          role={role('row')}
        >
          {group.headers.map((headerCell, col) => {
            if (headerCell.column.id === SELECT_COLUMN) {
              return (
                <Table.ColumnHeaderCell
                  key={headerCell.id}
                  className={styles.selectCell}
                  role={role('columnheader')}
                  {...headerCellProps(col)}
                >
                  <SelectBox
                    checked={allState === true}
                    indeterminate={allState === 'indeterminate'}
                    disabled={!showRows}
                    onChange={onToggleAll}
                    label={messages.tableSelectAll}
                    tabIndex={isGrid ? -1 : undefined}
                  />
                </Table.ColumnHeaderCell>
              );
            }
            const column = columnById.get(headerCell.column.id);
            const sorted = headerCell.column.getIsSorted();
            const canSort = headerCell.column.getCanSort();
            return (
              <Table.ColumnHeaderCell
                key={headerCell.id}
                style={
                  column?.width
                    ? isVirtual
                      ? { flex: `0 0 ${column.width}` }
                      : { inlineSize: column.width }
                    : undefined
                }
                className={column?.align === 'end' ? styles.end : undefined}
                role={role('columnheader')}
                // ARIA: only the sorted column carries aria-sort.
                aria-sort={
                  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                }
                {...headerCellProps(col)}
              >
                {canSort ? (
                  <button
                    type="button"
                    className={column?.align === 'end' ? styles.sortButtonEnd : styles.sortButton}
                    onClick={() => headerCell.column.toggleSorting()}
                    tabIndex={isGrid ? -1 : undefined}
                  >
                    <table.FlexRender header={headerCell} />
                    {sorted === 'asc' ? (
                      <SortAscendingIcon className={styles.sortIconActive} />
                    ) : sorted === 'desc' ? (
                      <SortDescendingIcon className={styles.sortIconActive} />
                    ) : (
                      <SortIcon className={styles.sortIcon} />
                    )}
                    {sorted ? (
                      <VisuallyHidden>
                        {sorted === 'asc'
                          ? messages.tableSortAscending
                          : messages.tableSortDescending}
                      </VisuallyHidden>
                    ) : null}
                  </button>
                ) : (
                  <table.FlexRender header={headerCell} />
                )}
              </Table.ColumnHeaderCell>
            );
          })}
        </Table.Row>
      ))}
    </Table.Header>
  );

  const tableClass = [
    'rt-TableRootTable',
    isVirtual ? styles.virtualTable : styles.table,
    isGrid ? styles.gridTable : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root}>
      {showToolbar ? (
        <div className={styles.toolbar}>
          {search ? (
            <SearchBox
              value={search.value}
              onChange={search.onChange}
              placeholder={search.placeholder ?? messages.tableSearchPlaceholder}
              label={messages.tableSearchLabel}
            />
          ) : null}
          <Text as="p" size="2" color="gray" role="status" className={styles.count}>
            {statusText}
          </Text>
          {showColumnsMenu ? (
            <DropdownMenu.Root modal={false}>
              <DropdownMenu.Trigger>
                <Button variant="soft" color="gray">
                  {messages.tableColumns}
                  <DropdownMenu.TriggerIcon />
                </Button>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                {hideableColumns.map((column) => (
                  <DropdownMenu.CheckboxItem
                    key={column.id}
                    checked={!hidden.includes(column.id)}
                    onCheckedChange={(checked) =>
                      setHidden(toggleHidden(hidden, column.id, checked))
                    }
                    // Keep the menu open to change several columns in a row.
                    onSelect={(event) => event.preventDefault()}
                  >
                    {column.header}
                  </DropdownMenu.CheckboxItem>
                ))}
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          ) : null}
        </div>
      ) : (
        <VisuallyHidden role="status">{loading ? messages.tableLoading : ''}</VisuallyHidden>
      )}
      {selection && selectedIds.length > 0 ? (
        <div className={styles.selectionBar}>
          <Text as="p" size="2" weight="medium">
            {messages.tableSelectedCount(selectedIds.length)}
          </Text>
          <div className={styles.selectionActions}>
            {bulkActions?.(selectedIds)}
            <Button variant="soft" color="gray" onClick={() => selection.onChange([])}>
              {messages.tableDiscardSelection}
            </Button>
          </div>
        </div>
      ) : null}
      <div
        className={`rt-TableRoot rt-r-size-${isVirtual ? 1 : 2} rt-variant-surface ${styles.tableRoot}`}
        aria-busy={loading}
      >
        <div
          className={isVirtual ? styles.virtualScroller : styles.scroller}
          data-virtual-scroller={isVirtual ? '' : undefined}
          style={
            isVirtual
              ? ({
                  blockSize: viewHeight,
                  [styles.rowHeightProperty]: `${rowHeight}px`,
                } as CSSProperties)
              : undefined
          }
        >
          <table
            ref={tableRef}
            className={tableClass}
            role={isGrid ? 'grid' : isVirtual ? 'table' : undefined}
            aria-label={isVirtual ? label : undefined}
            aria-rowcount={isGrid || isVirtual ? gridRows : undefined}
            aria-multiselectable={isGrid && selection ? true : undefined}
            onKeyDown={isGrid ? onGridKeyDown : undefined}
            onFocus={isGrid ? onGridFocus : undefined}
          >
            {isVirtual ? null : <caption className={styles.caption}>{label}</caption>}
            {header}
            <Table.Body
              className={isVirtual ? styles.virtualBody : undefined}
              role={role('rowgroup')}
            >
              {body}
            </Table.Body>
          </table>
        </div>
      </div>
      {paging ? (
        <div className={styles.pager}>
          {showPageSize ? (
            <div className={styles.pageSize}>
              <Text as="span" size="2" color="gray" aria-hidden>
                {messages.tablePageSize}
              </Text>
              <Select.Root
                size="1"
                value={String(paging.pageSize)}
                onValueChange={(value) => paging.onPageSizeChange?.(Number(value))}
                disabled={loading}
              >
                <Select.Trigger aria-label={messages.tablePageSize} variant="soft" color="gray" />
                <Select.Content>
                  {pageSizeOptions.map((size) => (
                    <Select.Item key={size} value={String(size)}>
                      {size}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </div>
          ) : null}
          <IconButton
            variant="soft"
            color="gray"
            aria-label={messages.tablePreviousPage}
            disabled={!paging.hasPrevious || loading}
            onClick={paging.onPrevious}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            variant="soft"
            color="gray"
            aria-label={messages.tableNextPage}
            disabled={!paging.hasNext || loading}
            onClick={paging.onNext}
          >
            <ChevronRightIcon />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}

function StateRow({
  colSpan,
  virtual,
  children,
}: {
  colSpan: number;
  virtual: boolean;
  children: ReactNode;
}) {
  return (
    <Table.Row
      className={virtual ? styles.virtualStateRow : undefined}
      role={virtual ? 'row' : undefined}
    >
      <Table.Cell
        colSpan={colSpan}
        className={styles.stateCell}
        role={virtual ? 'gridcell' : undefined}
      >
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

/** A native checkbox: cheap enough for every row of a long list, and keyboard/screen reader native. */
function SelectBox({
  checked,
  indeterminate = false,
  disabled,
  onChange,
  label,
  tabIndex,
}: {
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: () => void;
  label: string;
  tabIndex: number | undefined;
}) {
  return (
    <input
      type="checkbox"
      className={styles.checkbox}
      ref={(element) => {
        if (element) element.indeterminate = indeterminate;
      }}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
      aria-label={label}
      tabIndex={tabIndex}
    />
  );
}

interface RowProps<Row> {
  getRowId: (row: Row) => string;
  getRowHref: ((row: Row) => string) | undefined;
  onRowClick: ((row: Row) => void) | undefined;
  cells: CellSpec<Row>[];
  selectable: boolean;
  selectedSet: ReadonlySet<string>;
  onToggle: (id: string) => void;
  isGrid: boolean;
  /** The grid row (1-based body row, 0 = header) and column holding the tab stop. */
  activeRow: number;
  activeCol: number;
  selectLabel: string;
}

/**
 * The body of virtual mode: TanStack Virtual picks the rows in view (plus one), which are absolutely
 * positioned in a body as tall as all rows. Scrolling re-renders this component only, not the table.
 * The row holding the grid's tab stop (`keptIndex`) is rendered too wherever it is, so focus is never
 * lost to a scroll, and a row the keyboard moves to is in the DOM in the same render.
 */
function VirtualBody<Row>({
  rows,
  rowHeight,
  viewHeight,
  apiRef,
  onRendered,
  keptIndex,
  rowProps,
}: {
  rows: Row[];
  rowHeight: number;
  viewHeight: number;
  apiRef: RefObject<VirtualApi | null>;
  onRendered: () => void;
  keptIndex: number;
  rowProps: RowProps<Row>;
}) {
  const sizerRef = useRef<HTMLTableRowElement | null>(null);
  const virtualizer = useVirtualizerAfterPaint({
    count: rows.length,
    // The scrolling area is an ancestor, whose ref is only attached after this component's layout
    // effects (where the virtualizer subscribes) have run: reach it from an element of our own.
    getScrollElement: () =>
      sizerRef.current?.closest<HTMLDivElement>('[data-virtual-scroller]') ?? null,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The sticky header row covers the top of the scrolling area.
    scrollPaddingStart: rowHeight,
  });
  const inView =
    virtualizer?.getVirtualItems() ?? firstWindow(rows.length, rowHeight, viewHeight, OVERSCAN);
  const keepsExtra =
    keptIndex >= 0 && keptIndex < rows.length && !inView.some((item) => item.index === keptIndex);
  const items = keepsExtra
    ? [...inView, { index: keptIndex, start: keptIndex * rowHeight }]
    : inView;
  const committedSlots = useRef<SlotMap>(new Map());
  const slots = assignSlots(
    // The slots of the last commit, which the DOM has: reading them here is the point (see slots.ts).
    // eslint-disable-next-line react-hooks/refs
    committedSlots.current,
    items.map((item) => item.index),
  );
  // In slot order: recycled row elements keep their place in the DOM (see slots.ts).
  const inSlotOrder = [...items].sort((a, b) => slots.get(a.index)! - slots.get(b.index)!);

  useLayoutEffect(() => {
    committedSlots.current = slots;
    apiRef.current = virtualizer && {
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    };
    onRendered();
  });

  return (
    <>
      <tr
        ref={sizerRef}
        aria-hidden="true"
        className={styles.virtualSizer}
        // All rows' height from the first render (fixed row heights), before the virtualiser exists,
        // so the scroll range is right at once.
        style={{ blockSize: rows.length * rowHeight }}
      />
      {inSlotOrder.map((item) => {
        const row = rows[item.index] as Row;
        return (
          <DataRow<Row>
            key={slots.get(item.index)}
            id={rowProps.getRowId(row)}
            row={row}
            index={item.index}
            offset={item.start}
            {...rowProps}
          />
        );
      })}
    </>
  );
}

/**
 * A body row: memoised per row, so scrolling a virtual table or moving focus re-renders only the rows
 * whose props changed. With an href, its first data cell holds a real link (keyboard, screen readers,
 * "open in new tab" all work as usual) and a click anywhere else on the row is forwarded to that link;
 * Ctrl/Cmd/Shift or middle click opens the row in a new tab, like a link would.
 */
function DataRowBase<Row>(
  props: { id: string; row: Row; index: number; offset?: number } & RowProps<Row>,
) {
  const { id, row, index, offset, cells, isGrid, selectable, selectLabel, onToggle } = props;
  const href = props.getRowHref?.(row);
  const onRowClick = props.onRowClick;
  const selected = selectable ? props.selectedSet.has(id) : false;
  const gridRow = index + 1;
  const tabCol = isGrid && props.activeRow === gridRow ? props.activeCol : -1;
  const virtual = offset !== undefined;
  const linkRef = useRef<HTMLAnchorElement | null>(null);
  const clickable = !!href || !!onRowClick;

  const shouldIgnore = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.defaultPrevented) return true;
    const interactive = (event.target as Element).closest(INTERACTIVE);
    if (interactive && event.currentTarget.contains(interactive)) return true;
    // Selecting text in a cell is not a click on the row.
    return !!window.getSelection()?.toString();
  };

  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (shouldIgnore(event)) return;
    if (!href) {
      onRowClick?.(row);
      return;
    }
    if (!linkRef.current) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(linkRef.current.href, '_blank', 'noopener');
      return;
    }
    linkRef.current.click();
  };

  const onAuxClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!href || event.button !== 1 || shouldIgnore(event) || !linkRef.current) return;
    window.open(linkRef.current.href, '_blank', 'noopener');
  };

  const className = [
    clickable ? styles.linkedRow : undefined,
    selected ? styles.selectedRow : undefined,
    virtual ? styles.virtualRow : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <tr
      className={className ? `rt-TableRow ${className}` : 'rt-TableRow'}
      style={virtual ? { transform: `translateY(${offset}px)` } : undefined}
      onClick={clickable ? onClick : undefined}
      onAuxClick={href ? onAuxClick : undefined}
      role={virtual ? 'row' : undefined}
      aria-rowindex={isGrid || virtual ? gridRow + 1 : undefined}
      // On the row, not on each cell: a recycled row then changes one attribute, not one per cell.
      data-grid-row={isGrid ? gridRow : undefined}
      aria-selected={isGrid && selectable ? selected : undefined}
      data-row-id={id}
    >
      {cells.map((cell, col) => {
        const grid = isGrid
          ? { 'data-grid-col': col, tabIndex: col === tabCol ? 0 : -1 }
          : undefined;
        const cellRole = isGrid ? 'gridcell' : virtual ? 'cell' : undefined;
        if (cell.id === SELECT_COLUMN) {
          return (
            <td
              key={cell.id}
              className={`rt-TableCell ${styles.selectCell}`}
              role={cellRole}
              {...grid}
            >
              <SelectBox
                checked={selected}
                onChange={() => onToggle(id)}
                label={selectLabel}
                tabIndex={isGrid ? -1 : undefined}
              />
            </td>
          );
        }
        const content = cell.render?.(row);
        return (
          <td
            key={cell.id}
            className={cell.align === 'end' ? `rt-TableCell ${styles.end}` : 'rt-TableCell'}
            style={cell.style}
            role={cellRole}
            {...grid}
          >
            {href && cell.isLinkCell ? (
              <UiLink
                ref={linkRef}
                href={href}
                className={styles.rowLink}
                data-row-link=""
                tabIndex={isGrid ? -1 : undefined}
              >
                {content}
              </UiLink>
            ) : (
              content
            )}
          </td>
        );
      })}
    </tr>
  );
}

const DataRow = memo(DataRowBase, (before, after) => {
  // Re-render a row when its own data, selection or tab stop changed, not when another row's did.
  for (const key of Object.keys(after) as (keyof typeof after)[]) {
    if (key === 'selectedSet' || key === 'activeRow' || key === 'activeCol') continue;
    if (before[key] !== after[key]) return false;
  }
  const gridRow = after.index + 1;
  const tabCol = (props: typeof after) =>
    props.isGrid && props.activeRow === gridRow ? props.activeCol : -1;
  return (
    before.selectedSet.has(after.id) === after.selectedSet.has(after.id) &&
    tabCol(before) === tabCol(after)
  );
}) as typeof DataRowBase;
