/** A cell of the grid: row 0 is the header row, rows 1…rowCount-1 the body; columns from 0. */
export interface GridPosition {
  row: number;
  col: number;
}

export interface GridSize {
  /** Rows including the header row. */
  rowCount: number;
  colCount: number;
  /** Rows moved by PageUp / PageDown. */
  pageRows?: number;
}

export interface GridKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Where focus goes for a key press in an ARIA grid (APG data grid keys), or `null` when the key does not
 * move focus. Right/Left follow the reading direction: with `rtl`, ArrowLeft moves to the next column.
 */
export function moveInGrid(
  from: GridPosition,
  event: GridKey,
  size: GridSize,
  rtl = false,
): GridPosition | null {
  const lastRow = Math.max(0, size.rowCount - 1);
  const lastCol = Math.max(0, size.colCount - 1);
  const ctrl = !!(event.ctrlKey || event.metaKey);
  const page = Math.max(1, size.pageRows ?? 10);
  let { row, col } = from;
  switch (event.key) {
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowRight':
      col += rtl ? -1 : 1;
      break;
    case 'ArrowLeft':
      col += rtl ? 1 : -1;
      break;
    case 'PageDown':
      row += page;
      break;
    case 'PageUp':
      row -= page;
      break;
    case 'Home':
      col = 0;
      if (ctrl) row = 0;
      break;
    case 'End':
      col = lastCol;
      if (ctrl) row = lastRow;
      break;
    default:
      return null;
  }
  return { row: clamp(row, 0, lastRow), col: clamp(col, 0, lastCol) };
}

/** Keeps a remembered position inside a grid whose size changed (rows loaded, columns hidden). */
export function clampPosition(position: GridPosition, size: GridSize): GridPosition {
  return {
    row: clamp(position.row, 0, Math.max(0, size.rowCount - 1)),
    col: clamp(position.col, 0, Math.max(0, size.colCount - 1)),
  };
}
