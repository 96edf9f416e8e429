import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { moveInGrid, type GridPosition } from './grid';
import type { VirtualApi } from './VirtualBody';

/** The grid position of a cell: rows carry `data-grid-row` (0 = header), cells `data-grid-col`. */
function positionOf(cell: HTMLElement): GridPosition {
  const row = Number(cell.closest<HTMLElement>('[data-grid-row]')?.dataset.gridRow);
  return { row, col: Number(cell.dataset.gridCol) };
}

export interface GridKeyboardOptions<Row> {
  /** Whether the cells form a grid at all (else the handlers are left off). */
  isGrid: boolean;
  /** The body rows shown (none while loading, empty or failed). */
  rows: Row[];
  columnCount: number;
  /** Virtual mode: the row moved to is scrolled into view, a page is a view's worth of rows. */
  virtual: { rowHeight: number; viewHeight: number } | undefined;
  /** Space on a body cell. */
  onToggleRow: ((row: Row) => void) | undefined;
  /** Enter on a body cell of a row without a link. */
  onRowClick: ((row: Row) => void) | undefined;
}

/**
 * The keyboard of an ARIA data grid: one tab stop (a roving tabindex over the cells, row 0 the header),
 * arrows, Home / End, Ctrl+Home / Ctrl+End and PageUp / PageDown move it (see moveInGrid), Enter opens a
 * row, Space selects it.
 *
 * A move is a focus request, queued until its cell is in the DOM (virtual mode may have to draw the row
 * first) and taken up again after each render of the table or of the virtual window. Keys pressed while a
 * request waits move on from the requested cell, not from the one the browser still has focused, so a
 * quick "Ctrl+Home, ArrowDown, ArrowRight" lands where it should however slowly the rows come.
 */
export function useGridKeyboard<Row>({
  isGrid,
  rows,
  columnCount,
  virtual,
  onToggleRow,
  onRowClick,
}: GridKeyboardOptions<Row>) {
  const tableRef = useRef<HTMLTableElement | null>(null);
  const virtualApi = useRef<VirtualApi | null>(null);
  const [active, setActive] = useState<GridPosition>({ row: 0, col: 0 });
  const pendingFocus = useRef<GridPosition | null>(null);
  const gridRows = 1 + rows.length;
  const activeRow = Math.min(active.row, gridRows - 1);
  const activeCol = Math.min(active.col, columnCount - 1);
  const cellAt = (target: GridPosition) =>
    tableRef.current?.querySelector<HTMLElement>(
      `[data-grid-row="${target.row}"] > [data-grid-col="${target.col}"]`,
    ) ?? null;

  /** Focuses the requested cell once it is in the DOM. */
  const flushFocus = () => {
    // The target travels with the request: this may run from VirtualBody's effect, before this
    // component's render with the new active cell has been committed.
    const target = pendingFocus.current;
    if (!target) return;
    const cell = cellAt(target);
    if (!cell) return;
    pendingFocus.current = null;
    cell.focus({ preventScroll: !!virtual });
  };
  const flushFocusRef = useRef(flushFocus);
  useLayoutEffect(() => {
    flushFocusRef.current = flushFocus;
    flushFocus();
  });
  const onWindowRendered = useCallback(() => flushFocusRef.current(), []);

  const requestFocus = (next: GridPosition) => {
    pendingFocus.current = next;
    setActive(next);
    // The new active row is rendered at once (VirtualBody keeps it in the DOM), then scrolled into view.
    if (virtual) virtualApi.current?.scrollToIndex(Math.max(0, next.row - 1));
  };

  /** Enter or Space on a cell: the header's control, or the row's link, click or selection. */
  const act = (position: GridPosition, key: 'Enter' | ' ') => {
    if (position.row === 0) {
      cellAt(position)?.querySelector<HTMLElement>('button, input')?.click();
      return;
    }
    const row = rows[position.row - 1];
    if (row === undefined) return;
    if (key === ' ') {
      onToggleRow?.(row);
      return;
    }
    const link = cellAt(position)
      ?.closest('tr')
      ?.querySelector<HTMLAnchorElement>('a[data-row-link]');
    if (link) link.click();
    else onRowClick?.(row);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-grid-col]');
    if (!cell || !tableRef.current?.contains(cell)) return;
    const queued = pendingFocus.current;
    const from = queued ?? positionOf(cell);
    if (event.key === 'Enter' || event.key === ' ') {
      // A control inside the cell (checkbox, sort button, link) handles its own Enter and Space.
      if ((!queued && target !== cell) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      act(from, event.key);
      return;
    }
    const next = moveInGrid(
      from,
      event,
      {
        rowCount: gridRows,
        colCount: columnCount,
        pageRows: virtual
          ? Math.max(1, Math.floor(virtual.viewHeight / virtual.rowHeight) - 2)
          : 10,
      },
      getComputedStyle(cell).direction === 'rtl',
    );
    if (!next) return;
    event.preventDefault();
    requestFocus(next);
  };

  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-grid-col]');
    if (!cell) return;
    const { row, col } = positionOf(cell);
    // A cell focused by other means (a click, Tab) replaces a move still waiting for its row.
    if (
      pendingFocus.current &&
      (pendingFocus.current.row !== row || pendingFocus.current.col !== col)
    )
      pendingFocus.current = null;
    if (row !== active.row || col !== active.col) setActive({ row, col });
  };

  return {
    /** Spread on the `<table>`. */
    tableProps: {
      ref: tableRef,
      onKeyDown: isGrid ? onKeyDown : undefined,
      onFocus: isGrid ? onFocus : undefined,
    },
    /** For VirtualBody: its scrolling API, and the call after each render of its window. */
    virtualApi,
    onWindowRendered,
    activeRow,
    activeCol,
    gridRows,
  };
}
