import { VisuallyHidden } from '@radix-ui/themes';
import { FlexRender, type HeaderGroup } from '@tanstack/react-table';
import { SortAscendingIcon, SortDescendingIcon, SortIcon } from '../icons';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import { SELECT_COLUMN } from './cells';
import type { features, TableData } from './model';
import { SelectBox } from './SelectBox';
import type { DataTableColumn } from './types';
import * as styles from './DataTable.css';
import { themeClass } from './theme-classes';

const HEADER_CELL = 'rt-TableCell rt-TableColumnHeaderCell';

/**
 * The header row: column names, sort buttons (the sorted column carries aria-sort) and, with selection,
 * the "select all" checkbox. In a grid it is row 0, and `tabCol` is its cell holding the tab stop.
 */
export function HeaderRow<Row>({
  groups,
  columnById,
  isVirtual,
  isGrid,
  tabCol,
  selectAll,
}: {
  groups: HeaderGroup<typeof features, TableData<Row>>[];
  columnById: ReadonlyMap<string, DataTableColumn<Row>>;
  isVirtual: boolean;
  isGrid: boolean;
  tabCol: number;
  selectAll: { state: boolean | 'indeterminate'; disabled: boolean; onToggle: () => void };
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  // Virtual mode lays rows out with flexbox, which drops the implicit table roles: they are explicit.
  const role = (name: string) => (isVirtual ? name : undefined);
  const headerCellProps = (col: number) =>
    isGrid ? { 'data-grid-col': col, tabIndex: col === tabCol ? 0 : -1 } : undefined;
  return (
    <thead
      className={themeClass('rt-TableHeader', isVirtual ? styles.virtualHeader : undefined)}
      role={role('rowgroup')}
    >
      {groups.map((group) => (
        <tr
          key={group.id}
          aria-rowindex={isGrid || isVirtual ? 1 : undefined}
          data-grid-row={isGrid ? 0 : undefined}
          className={themeClass('rt-TableRow', isVirtual ? styles.virtualRowStatic : undefined)}
          role={role('row')}
        >
          {group.headers.map((headerCell, col) => {
            if (headerCell.column.id === SELECT_COLUMN) {
              return (
                <th
                  scope="col"
                  key={headerCell.id}
                  className={themeClass(HEADER_CELL, styles.selectCell)}
                  role={role('columnheader')}
                  {...headerCellProps(col)}
                >
                  <SelectBox
                    checked={selectAll.state === true}
                    indeterminate={selectAll.state === 'indeterminate'}
                    disabled={selectAll.disabled}
                    onChange={selectAll.onToggle}
                    label={messages.tableSelectAll}
                    tabIndex={isGrid ? -1 : undefined}
                  />
                </th>
              );
            }
            const column = columnById.get(headerCell.column.id);
            const sorted = headerCell.column.getIsSorted();
            const canSort = headerCell.column.getCanSort();
            return (
              <th
                scope="col"
                key={headerCell.id}
                style={
                  column?.width
                    ? isVirtual
                      ? { flex: `0 0 ${column.width}` }
                      : { inlineSize: column.width }
                    : undefined
                }
                className={themeClass(
                  HEADER_CELL,
                  column?.align === 'end' ? styles.end : undefined,
                )}
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
                    <FlexRender header={headerCell} />
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
                  <FlexRender header={headerCell} />
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
