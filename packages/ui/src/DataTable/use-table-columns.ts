import { useMemo, useState } from 'react';
import {
  createColumnHelper,
  type ColumnDef,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { SELECT_COLUMN } from './cells';
import type { features, TableData } from './model';
import type { DataTableColumnVisibility, DataTableColumn } from './types';

const NO_IDS: string[] = [];

/**
 * The table's columns as TanStack wants them (the app's columns, after the selection column when rows
 * can be selected), looked up by id, and which are hidden: controlled by the app or kept here.
 */
export function useTableColumns<Row>(
  columns: DataTableColumn<Row>[],
  hasSelection: boolean,
  columnVisibility: DataTableColumnVisibility | undefined,
) {
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

  const tableColumns = useMemo((): ColumnDef<typeof features, TableData<Row>, unknown>[] => {
    const helper = createColumnHelper<typeof features, TableData<Row>>();
    const dataColumns = columns.map((column) =>
      // An accessor (the row itself) rather than a display column: TanStack only sorts accessor columns.
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: !!column.sortable,
        enableHiding: column.hideable !== false,
        sortDescFirst: column.sortDescFirst ?? column.align === 'end',
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

  return { tableColumns, columnById, hidden, setHidden, visibilityState };
}
