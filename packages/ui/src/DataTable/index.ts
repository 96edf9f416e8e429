export { DataTable } from './DataTable';
export type { DataTableColumn, DataTablePaging, DataTableProps } from './DataTable';
export { parseSort, formatSort } from './sorting';
