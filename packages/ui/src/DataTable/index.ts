export { DataTable, DEFAULT_ROW_HEIGHT, DEFAULT_VIRTUAL_HEIGHT } from './DataTable';
export type {
  DataTableColumn,
  DataTableColumnVisibility,
  DataTablePaging,
  DataTableProps,
  DataTableSelection,
  DataTableVirtual,
} from './types';
export { parseSort, formatSort } from './sorting';
export { RowButton, type RowButtonProps } from './RowButton';
