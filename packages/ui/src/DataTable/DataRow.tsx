import { memo, useRef, type MouseEvent } from 'react';
import { UiLink } from '../link';
import { SELECT_COLUMN, type CellSpec } from './cells';
import { RowSelectBox } from './SelectBox';
import * as styles from './DataTable.css';

/** Elements that handle their own clicks: a row click must not hijack them. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="menuitem"], [role="switch"]';

export interface RowProps<Row> {
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
 * A body row: memoised per row, so scrolling a virtual table or moving focus re-renders only the rows
 * whose props changed. With an href, its first data cell holds a real link (keyboard, screen readers,
 * "open in new tab" all work as usual) and a click anywhere else on the row is forwarded to that link;
 * Ctrl/Cmd/Shift or middle click opens the row in a new tab, like a link would.
 */
function DataRowBase<Row>(
  props: {
    id: string;
    row: Row;
    index: number;
    offset?: number;
    /** Virtual mode, while the view jumps: bars in place of the cells' content (the checkbox stays). */
    placeholder?: boolean;
  } & RowProps<Row>,
) {
  const { id, row, index, offset, placeholder, cells, isGrid, selectable, selectLabel, onToggle } =
    props;
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
      data-row-placeholder={placeholder ? '' : undefined}
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
              data-select-cell=""
              {...grid}
            >
              <RowSelectBox
                id={id}
                checked={selected}
                onToggle={onToggle}
                label={selectLabel}
                tabIndex={isGrid ? -1 : undefined}
              />
            </td>
          );
        }
        const content = placeholder ? (
          <span className={styles.placeholderBar} />
        ) : (
          cell.render?.(row)
        );
        return (
          <td
            key={cell.id}
            className={cell.align === 'end' ? `rt-TableCell ${styles.end}` : 'rt-TableCell'}
            style={cell.style}
            role={cellRole}
            data-label={cell.label}
            {...grid}
          >
            {href && cell.isLinkCell && !placeholder ? (
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

export const DataRow = memo(DataRowBase, (before, after) => {
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
