// The list of the harness, in a chunk of its own as the admin app's list routes are: the kit's
// DataTable with TanStack, which `compileHints()` from `@shop/ui/vite` marks for eager compilation.
import { DataTable, type DataTableColumn } from '../../src/DataTable';
import { getRowHref, money, ROWS, rows, type Customer } from './customers';

const columns: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'orders_count', header: 'Orders', cell: (row) => row.orders, align: 'end' },
  {
    id: 'total_spent',
    header: 'Spent',
    cell: (row) => money.format(row.spentMinor / 100),
    align: 'end',
  },
];
const getRowId = (row: Customer) => row.id;
const noop = () => {};
const selection = { selectedIds: [] as string[], onChange: noop };
/** The table drawing its rows in every frame, even while the view jumps (placeholders off). */
const alwaysRows = { placeholdersWhenJumping: false };

export type ListView = 'tableLoading' | 'table' | 'tableAlwaysRows';

/**
 * The customers' table. Without rows (`tableLoading`) it shows its loading state, as a list page does
 * while it fetches.
 */
export function CustomersList({ view }: { view: ListView }) {
  return (
    <DataTable
      label="Customers"
      columns={columns}
      rows={view === 'tableLoading' ? undefined : rows}
      getRowId={getRowId}
      getRowHref={getRowHref}
      sort="name:asc"
      onSortChange={noop}
      selection={selection}
      count={view === 'tableLoading' ? undefined : ROWS}
      virtual={view === 'tableAlwaysRows' ? alwaysRows : true}
    />
  );
}
