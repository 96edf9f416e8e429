import { DataTable, type DataTableColumn, type DataTableProps } from '@shop/ui';

/**
 * What a list page hands its table: the page of rows on screen, how that page is doing, and the list
 * state's DataTable props (`tableProps` of useListParams / useLocalListParams).
 */
export interface ListTableProps<Row> {
  rows: Row[] | undefined;
  count?: number;
  /** The server stopped counting at `count`: shown as "1,000+". */
  countCapped?: boolean;
  isLoading: boolean;
  /** The rows shown are the previous ask's while the new ones load. */
  isRefreshing?: boolean;
  error: unknown;
  onRetry: () => void;
  /** Absent for a list in the server's fixed order. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  search: string;
  onSearchChange: (q: string) => void;
  paging: NonNullable<DataTableProps<Row>['paging']>;
  /** What shows when there are no rows and no search: "no orders yet", or "nothing matches". */
  empty: NonNullable<DataTableProps<Row>['empty']>;
}

/**
 * The one way a list page shows its list: the kit's DataTable, keyed by the rows' ids, with the list
 * state's search, sort, paging and count. A feature's table adds only its columns, its label, its
 * search placeholder and where a row leads.
 */
export function ListTable<Row extends { id: string }>({
  search,
  onSearchChange,
  searchPlaceholder,
  ...props
}: ListTableProps<Row> & {
  label: string;
  columns: DataTableColumn<Row>[];
  searchPlaceholder: string;
  getRowHref?: (row: Row) => string;
}) {
  return (
    <DataTable<Row>
      {...props}
      getRowId={rowId}
      search={{ value: search, onChange: onSearchChange, placeholder: searchPlaceholder }}
    />
  );
}

const rowId = (row: { id: string }) => row.id;
