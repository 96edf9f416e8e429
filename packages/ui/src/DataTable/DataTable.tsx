import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { functionalUpdate, useTable, type SortingState, type Updater } from '@tanstack/react-table';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import { cellSpecs } from './cells';
import { DataRow } from './DataRow';
import { HeaderRow } from './HeaderRow';
import { features, type TableData } from './model';
import { Pager } from './Pager';
import { selectAllState, toggleAll, toggleId } from './selection';
import { SelectionBar } from './SelectionBar';
import { useStableRows } from './stable-rows';
import { formatSort, parseSort } from './sorting';
import { EmptyRow, ErrorRow, LoadingRows } from './StateRows';
import { Toolbar } from './Toolbar';
import type { DataTableProps } from './types';
import { useGridKeyboard } from './use-grid-keyboard';
import { useTableColumns } from './use-table-columns';
import { VirtualBody } from './VirtualBody';
import { cards } from './cards.css';
import * as styles from './DataTable.css';
import { themeClass } from './theme-classes';

const NO_ROWS: never[] = [];
const NO_IDS: string[] = [];
export const DEFAULT_VIRTUAL_HEIGHT = 500;
export const DEFAULT_ROW_HEIGHT = 24;
/**
 * The list view of every resource: server-sorted, searched and cursor-paged by the app, rendered here
 * with TanStack Table (columns, manual sorting, column visibility, the rows of a page), TanStack Virtual
 * for long lists and Radix Themes' table styles.
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
  isRefreshing = false,
  error,
  errorTitle,
  onRetry,
  empty,
  selection,
  bulkActions,
  columnVisibility,
  virtual: virtualProp,
  grid: gridProp,
}: DataTableProps<Row>) {
  const messages = useUiMessages(defaultDataTableMessages);
  const sorting = useMemo(() => parseSort(sort), [sort]);
  const virtual = virtualProp ? (virtualProp === true ? {} : virtualProp) : undefined;
  const isVirtual = !!virtual;
  const rowHeight = virtual?.rowHeight ?? DEFAULT_ROW_HEIGHT;
  const viewHeight = virtual?.height ?? DEFAULT_VIRTUAL_HEIGHT;
  const isGrid = gridProp ?? (!!selection || isVirtual);
  // The rows' functions, stable for the memoised rows, calling the newest ones given (inline
  // arrows are new on every render of the page, and would draw every row again).
  const latest = useRef({ getRowId, getRowHref, onRowClick });
  useLayoutEffect(() => {
    latest.current = { getRowId, getRowHref, onRowClick };
  });
  const rowId = useCallback((row: Row) => latest.current.getRowId(row), []);
  const hasHref = !!getRowHref;
  const rowHref = useMemo(
    () => (hasHref ? (row: Row) => latest.current.getRowHref!(row) : undefined),
    [hasHref],
  );
  const hasRowClick = !!onRowClick;
  const rowClick = useMemo(
    () => (hasRowClick ? (row: Row) => latest.current.onRowClick!(row) : undefined),
    [hasRowClick],
  );
  const allRows = useStableRows(rows ?? (NO_ROWS as Row[]), getRowId);

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
  const { tableColumns, columnById, hidden, setHidden, visibilityState } = useTableColumns(
    columns,
    hasSelection,
    columnVisibility,
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
  // The rows (or the empty row) shown are the previous ask's.
  const refreshing = !hasError && !loading && isRefreshing;
  const searching = !!search?.value.trim();
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = Math.max(1, visibleColumns.length);
  const visibleKey = visibleColumns.map((column) => column.id).join('\u0000');

  const cells = useMemo(
    () => cellSpecs(visibleKey.split('\u0000'), columnById, isVirtual),
    [visibleKey, columnById, isVirtual],
  );

  // "Select all" works on every row shown (all 100,000 in virtual mode). The ids are only listed once
  // something is selected or the header checkbox is used.
  const listIds = () => allRows.map(getRowId);
  const allState =
    !showRows || selectedIds.length === 0 ? false : selectAllState(selectedSet, listIds());
  const onToggleAll = () => selection?.onChange(toggleAll(selectedIds, listIds()));

  // ---- Grid keyboard support: a roving tabindex over cells (row 0 is the header). ----
  const { tableProps, virtualApi, onWindowRendered, activeRow, activeCol, gridRows } =
    useGridKeyboard({
      isGrid,
      rows: showRows ? allRows : (NO_ROWS as Row[]),
      columnCount,
      virtual: isVirtual ? { rowHeight, viewHeight } : undefined,
      onToggleRow: selection ? (row: Row) => toggleRow(getRowId(row)) : undefined,
      onRowClick,
    });
  // ---- Body ----
  const rowProps = {
    getRowId: rowId,
    getRowHref: rowHref,
    onRowClick: rowClick,
    cells,
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
      <ErrorRow colSpan={columnCount} virtual={isVirtual} title={errorTitle} onRetry={onRetry} />
    );
  } else if (loading) {
    body = <LoadingRows cells={cells} virtual={isVirtual} />;
  } else if (!showRows) {
    body = (
      <EmptyRow colSpan={columnCount} virtual={isVirtual} searching={searching} empty={empty} />
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
        placeholdersWhenJumping={virtual?.placeholdersWhenJumping ?? true}
        rowProps={rowProps}
      />
    );
  } else {
    // Keyed by place, not by id: another page, sort or search then rewrites the rows' text and
    // attributes in the elements on screen, where new keys would remove every row and build new
    // ones (their elements, styles and listeners), the larger part of drawing a new page of rows.
    // Nothing in a row holds state of its own: selection and focus are the table's, by id and place.
    body = table
      .getRowModel()
      .rows.map((row, index) => (
        <DataRow<Row>
          key={index}
          id={row.id}
          row={row.original as Row}
          index={index}
          {...rowProps}
        />
      ));
  }

  // ---- Chrome around the table ----
  // A failed list shows its error alone: a count beside it would be the last one that loaded.
  const showCount = count !== undefined && !hasError;
  const status = loading
    ? messages.tableLoading
    : showCount
      ? (countCapped ? messages.tableCountCapped : messages.tableCount)(count)
      : '';
  const firstRow = paging?.firstRow;
  const range =
    showRows && firstRow !== undefined
      ? messages.tableRange(
          firstRow,
          firstRow + allRows.length - 1,
          showCount ? count : undefined,
          countCapped,
        )
      : undefined;

  const header = (
    <HeaderRow<Row>
      groups={table.getHeaderGroups()}
      columnById={columnById}
      isVirtual={isVirtual}
      isGrid={isGrid}
      tabCol={activeRow === 0 ? activeCol : -1}
      selectAll={{ state: allState, disabled: !showRows, onToggle: onToggleAll }}
    />
  );

  const tableClass = [
    'rt-TableRootTable',
    isVirtual ? styles.virtualTable : `${styles.table} ${cards}`,
    isGrid ? styles.gridTable : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={styles.root}>
      <Toolbar
        search={search}
        status={status}
        showStatus={showCount}
        columnsMenu={
          columnVisibility ? { columns: columns, hidden, onChange: setHidden } : undefined
        }
      />
      {selection && selectedIds.length > 0 ? (
        <SelectionBar
          selectedIds={selectedIds}
          bulkActions={bulkActions}
          onDiscard={() => selection.onChange([])}
        />
      ) : null}
      <div
        className={themeClass(
          `rt-TableRoot rt-r-size-${isVirtual ? 1 : 2} rt-variant-surface ${styles.tableRoot}`,
          refreshing ? styles.refreshing : undefined,
        )}
        aria-busy={loading || refreshing}
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
            {...tableProps}
            className={tableClass}
            role={isGrid ? 'grid' : isVirtual ? 'table' : undefined}
            aria-label={isVirtual ? label : undefined}
            aria-rowcount={isGrid || isVirtual ? gridRows : undefined}
            aria-multiselectable={isGrid && selection ? true : undefined}
          >
            {isVirtual ? null : <caption className={styles.caption}>{label}</caption>}
            {header}
            <tbody
              className={themeClass('rt-TableBody', isVirtual ? styles.virtualBody : undefined)}
              // Virtual mode's flex rows drop the implicit table roles: they are explicit.
              role={isVirtual ? 'rowgroup' : undefined}
            >
              {body}
            </tbody>
          </table>
        </div>
      </div>
      {paging ? <Pager paging={paging} range={range} disabled={loading} /> : null}
    </div>
  );
}
