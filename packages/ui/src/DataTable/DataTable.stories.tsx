import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@radix-ui/themes';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTime, Money } from '../format';
import { UiLinkProvider } from '../link';
import { installClock } from '../storybook/clock';
import { navigate, SpyLink } from '../storybook/fixtures';
import { phoneViewport } from '../storybook/shell-fixtures';
import { DataTable } from './DataTable';
import { RowButton } from './RowButton';
import { SEARCH_DEBOUNCE_MS } from './SearchBox';
import type { DataTableColumn, DataTableProps } from './types';

interface Customer {
  id: string;
  name: string;
  email: string;
  orders: number;
  spentMinor: number;
  createdAt: number;
  group?: string;
}

const usd = { code: 'USD', fraction_digits: 2 };
const day = 86_400;
const base = Date.UTC(2026, 10, 1) / 1000;

const customers: Customer[] = [
  {
    id: 'cus_1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    orders: 12,
    spentMinor: 123450,
    createdAt: base,
    group: 'VIP',
  },
  {
    id: 'cus_2',
    name: 'Grace Hopper',
    email: 'grace@example.com',
    orders: 3,
    spentMinor: 9900,
    createdAt: base - 3 * day,
  },
  {
    id: 'cus_3',
    name: 'Alan Turing',
    email: 'alan@example.com',
    orders: 0,
    spentMinor: 0,
    createdAt: base - 40 * day,
  },
];

const columns: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true, width: '28%' },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'group', header: 'Group', cell: (row) => (row.group ? <Badge>{row.group}</Badge> : null) },
  { id: 'orders_count', header: 'Orders', cell: (row) => row.orders, sortable: true, align: 'end' },
  {
    id: 'total_spent',
    header: 'Spent',
    cell: (row) => <Money minor={row.spentMinor} currency={usd} />,
    sortable: true,
    align: 'end',
  },
  {
    id: 'created_at',
    header: 'Created',
    cell: (row) => <DateTime value={row.createdAt} timeZone="UTC" />,
    sortable: true,
  },
];

const meta = {
  title: 'Data/DataTable',
  component: DataTable<Customer>,
  args: {
    label: 'Customers',
    columns,
    rows: customers,
    getRowId: (row) => row.id,
    getRowHref: (row) => `/customers/${row.id}`,
    sort: 'created_at:desc',
    onSortChange: fn(),
    search: { value: '', onChange: fn() },
    paging: { hasNext: true, hasPrevious: false, onNext: fn(), onPrevious: fn() },
    count: 3,
  },
  decorators: [
    (Story) => (
      <UiLinkProvider component={SpyLink}>
        <Story />
      </UiLinkProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof DataTable<Customer>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + customers.length);
    await expect(canvas.getByText('3 results')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

export const Sorting: Story = {
  play: async ({ canvas, args }) => {
    // The sorted column toggles; another column starts ascending. The server sorts: the table only asks.
    await userEvent.click(canvas.getByRole('button', { name: /Created/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('created_at:asc');
    await userEvent.click(canvas.getByRole('button', { name: 'Name' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name:asc');
    // Columns that are not sortable have no button.
    await expect(canvas.queryByRole('button', { name: 'Email' })).not.toBeInTheDocument();
  },
};

/** A money or count column's first click sorts highest first: the largest is what a merchant wants. */
export const NumberColumnSortsHighestFirst: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Spent' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('total_spent:desc');
    await userEvent.click(canvas.getByRole('button', { name: 'Orders' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('orders_count:desc');
  },
};

export const SortedAscending: Story = {
  args: { sort: 'name:asc' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('button', { name: 'Name Sorted ascending' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name:desc');
  },
};

export const SearchDebounces: Story = {
  play: async ({ canvas, args }) => {
    const onChange = args.search!.onChange;
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    const clock = installClock();
    try {
      // Nothing is reported while the user is typing (a key every 200 ms)…
      for (const draft of ['a', 'ad', 'ada']) {
        fireEvent.change(box, { target: { value: draft } });
        await clock.tick(200);
      }
      await expect(box).toHaveValue('ada');
      await clock.tick(SEARCH_DEBOUNCE_MS - 200 - 1);
      await expect(onChange).not.toHaveBeenCalled();
      // …and the whole word, once, when they have paused for 300 ms.
      await clock.tick(1);
      await expect(onChange).toHaveBeenCalledWith('ada');
      await clock.tick(10_000);
      await expect(onChange).toHaveBeenCalledTimes(1);
    } finally {
      clock.restore();
    }
  },
};

export const SearchEnterReportsAtOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'grace{Enter}');
    await expect(args.search!.onChange).toHaveBeenCalledWith('grace');
  },
};

export const Paging: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.paging!.onNext).toHaveBeenCalledOnce();
    await expect(args.paging!.onPrevious).not.toHaveBeenCalled();
  },
};

export const RowLinks: Story = {
  play: async ({ canvas }) => {
    // The first cell is a real link, so "open in new tab" works…
    const link = canvas.getByRole('link', { name: 'Ada Lovelace' });
    await expect(link).toHaveAttribute('href', '/customers/cus_1');
    // …and a click anywhere on the row follows it.
    await userEvent.click(canvas.getByText('grace@example.com'));
    await expect(navigate).toHaveBeenLastCalledWith('/customers/cus_2');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith('/customers/cus_1');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const RowLinkWithModifierOpensNewTab: Story = {
  play: async ({ canvas }) => {
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    try {
      // One user-event session, so the held Control key applies to the click.
      const user = userEvent.setup();
      await user.keyboard('{Control>}');
      await user.click(canvas.getByText('alan@example.com'));
      await user.keyboard('{/Control}');
    } finally {
      window.open = original;
    }
    await expect(opened).toHaveLength(1);
    await expect(String(opened[0]?.[0])).toMatch(/\/customers\/cus_3$/);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true, count: undefined },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // A number column's placeholder sits at the end of its cell, where the figures will be; a text
    // column's at the start.
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    const cells = within(firstRow!).getAllByRole('cell');
    const edges = (index: number) => {
      const cell = cells[index]!;
      const bar = cell.firstElementChild!.getBoundingClientRect();
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return {
        start: bar.left - box.left - parseFloat(style.paddingLeft),
        end: box.right - parseFloat(style.paddingRight) - bar.right,
      };
    };
    const spent = columns.findIndex((column) => column.id === 'total_spent');
    await expect(Math.abs(edges(spent).end)).toBeLessThan(1);
    await expect(edges(spent).start).toBeGreaterThan(1);
    await expect(Math.abs(edges(0).start)).toBeLessThan(1);
  },
};

/**
 * A new search's rows are on their way: the rows shown stay, the table says it is busy, and after a
 * short wait (an answer that comes at once shows nothing) a bar sweeps along its top edge.
 */
export const Refreshing: Story = {
  args: { isRefreshing: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(table.closest('[aria-busy="true"]')).not.toBeNull();
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + customers.length);
    await expect(canvas.getByRole('link', { name: 'Ada Lovelace' })).toBeVisible();
  },
};

const removeCustomer = fn().mockName('removeCustomer');

/** A button in each row (a row's Delete): it does its own job, the row's link does not open. */
export const RowButtons: Story = {
  args: {
    columns: [
      ...columns,
      {
        id: 'delete',
        header: 'Delete',
        align: 'end',
        cell: (row) => (
          <RowButton
            color="red"
            aria-label={`Delete ${row.name}`}
            onClick={() => removeCustomer(row.id)}
          >
            Delete
          </RowButton>
        ),
      },
    ],
  },
  beforeEach: () => {
    removeCustomer.mockClear();
  },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete Grace Hopper' });
    await userEvent.click(button);
    await expect(removeCustomer).toHaveBeenCalledWith('cus_2');
    await expect(navigate).not.toHaveBeenCalled();
    // Keyboard: a plain button, focusable and pressed with Enter.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(removeCustomer).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { rows: [], count: 0, paging: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show')).toBeVisible();
    await expect(canvas.getByText('0 results')).toBeVisible();
  },
};

export const EmptyWithAction: Story = {
  args: {
    rows: [],
    count: 0,
    search: undefined,
    paging: undefined,
    empty: {
      title: 'No customers yet',
      description: 'Customers appear here after their first order.',
      action: <Button>Add customer</Button>,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No customers yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add customer' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { rows: [], count: 0, search: { value: 'zzz', onChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results')).toBeVisible();
    await expect(canvas.getByText('Try another search.')).toBeVisible();
    await expect(canvas.getByRole('searchbox')).toHaveValue('zzz');
  },
};

export const ErrorState: Story = {
  // The count of the last load is still known: a failed list does not show it beside the error.
  args: { rows: undefined, error: new Error('500'), onRetry: fn(), count: 3 },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('failed to load');
    await expect(canvas.queryByText('3 results')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A list that fails in its own words (SPEC §2: "Error loading discount codes."). */
export const ErrorInTheListsWords: Story = {
  args: {
    rows: undefined,
    error: new Error('500'),
    errorTitle: 'Error loading discount codes.',
    onRetry: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error loading discount codes.');
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: 'cus_9',
        name: 'Maximilian Alexander von Habsburg-Lothringen-Kensington the Third',
        email: 'maximilian.alexander.von.habsburg.lothringen@an-extremely-long-domain.example.com',
        orders: 1234567,
        spentMinor: 98765432101,
        createdAt: base,
        group: 'Wholesale partners in the Caucasus region',
      },
      ...customers,
    ],
    count: 1234567,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234,567 results')).toBeVisible();
  },
};

/** The server stopped counting (a search with very many matches): the figure is a floor, never bare. */
export const CappedCount: Story = {
  args: { search: { value: 'shirt', onChange: fn() }, count: 1000, countCapped: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('1,000+ results');
  },
};

export const CappedCountAzerbaijani: Story = {
  ...CappedCount,
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    // Grouped as Azerbaijani writes it, even in a Chromium without az data (the kit fills it in).
    await expect(canvas.getByRole('status')).toHaveTextContent('1.000+ nəticə');
  },
};

/** On a phone each row is a card: every field readable, nothing beyond the screen's edge. */
export const NarrowScreen: Story = {
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    const scroller = table.parentElement!;
    await waitFor(() => expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth));
    const spent = canvas.getByText('$1,234.50');
    const { right } = spent.getBoundingClientRect();
    await expect(right).toBeLessThanOrEqual(scroller.getBoundingClientRect().right);
    // The column's name stands beside the value.
    await expect(spent.closest('td')).toHaveAttribute('data-label', 'Spent');
  },
};

/** The pager says where the page is, with the count. */
export const PagingPosition: Story = {
  args: {
    count: 600,
    paging: { hasNext: true, hasPrevious: true, onNext: fn(), onPrevious: fn(), firstRow: 21 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21–23 of 600')).toBeVisible();
  },
};

export const PagingPositionAzerbaijani: Story = {
  ...PagingPosition,
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21–23, cəmi 600')).toBeVisible();
  },
};

export const Azerbaijani: Story = {
  globals: { locale: 'az' },
  args: { sort: 'name:desc' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Axtarış' })).toBeVisible();
    await expect(canvas.getByText('3 nəticə')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Növbəti səhifə' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Name Azalan sıra ilə çeşidlənib' }),
    ).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** A server stand-in: sorts, filters and pages in memory, so the whole controlled loop can be tried. */
function Playground() {
  const all = useMemo(
    () =>
      Array.from({ length: 23 }, (_, index): Customer => ({
        id: `cus_${index + 1}`,
        name: ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald'][index % 6]! + ` ${index + 1}`,
        email: `customer${index + 1}@example.com`,
        orders: (index * 7) % 13,
        spentMinor: ((index * 7919) % 50000) * 10,
        createdAt: base - index * day,
      })),
    [],
  );
  const [sort, setSort] = useState('created_at:desc');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(0);
  const pageSize = 10;
  const [field, direction] = sort.split(':') as [string, 'asc' | 'desc'];
  const key: Record<string, (row: Customer) => string | number> = {
    name: (row) => row.name,
    orders_count: (row) => row.orders,
    total_spent: (row) => row.spentMinor,
    created_at: (row) => row.createdAt,
  };
  const filtered = all
    .filter((row) => row.name.toLowerCase().includes(q.toLowerCase()))
    .sort((a, b) => {
      const get = key[field] ?? key.created_at!;
      const order = get(a) < get(b) ? -1 : get(a) > get(b) ? 1 : 0;
      return direction === 'asc' ? order : -order;
    });
  const rows = filtered.slice(page * pageSize, page * pageSize + pageSize);
  return (
    <DataTable
      label="Customers"
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/customers/${row.id}`}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(0);
      }}
      search={{
        value: q,
        onChange: (next) => {
          setQ(next);
          setPage(0);
        },
      }}
      paging={{
        hasPrevious: page > 0,
        hasNext: (page + 1) * pageSize < filtered.length,
        onPrevious: () => setPage((value) => value - 1),
        onNext: () => setPage((value) => value + 1),
      }}
      count={filtered.length}
    />
  );
}

export const ControlledLoop: Story = {
  render: () => <Playground />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Name/ }));
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    const clock = installClock();
    try {
      fireEvent.change(canvas.getByRole('searchbox'), { target: { value: 'grace' } });
      await clock.tick(SEARCH_DEBOUNCE_MS);
      await expect(canvas.getByText('4 results')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    } finally {
      clock.restore();
    }
  },
};

// ---- Selection, bulk actions, column visibility, page size, virtual mode, keyboard grid ----

const bulkDelete = fn().mockName('bulkDelete');

/** Holds the selection (and hidden columns) as an app would, reporting each change to the args' spies. */
function Stateful({
  initialSelected = [],
  ...props
}: DataTableProps<Customer> & { initialSelected?: string[] }) {
  const [selectedIds, setSelectedIds] = useState<string[]>(initialSelected);
  return (
    <DataTable
      {...props}
      selection={{
        selectedIds,
        onChange: (ids) => {
          props.selection?.onChange(ids);
          setSelectedIds(ids);
        },
      }}
    />
  );
}

const selectionArgs = {
  selection: { selectedIds: [], onChange: fn() },
  bulkActions: (ids: string[]) => (
    <Button color="red" variant="soft" onClick={() => bulkDelete(ids)}>
      Delete
    </Button>
  ),
} satisfies Partial<DataTableProps<Customer>>;

export const Selection: Story = {
  args: selectionArgs,
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    bulkDelete.mockClear();
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
    const boxes = within(grid).getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith(['cus_1', 'cus_3']);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(within(grid).getAllByRole('row')[1]).toHaveAttribute('aria-selected', 'true');
    await expect(within(grid).getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'false');
    // A click on the checkbox selects; it does not open the row.
    await expect(navigate).not.toHaveBeenCalled();
    // The header checkbox shows a partial selection.
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    // The app's bulk action gets the selected ids.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(bulkDelete).toHaveBeenCalledWith(['cus_1', 'cus_3']);
  },
};

export const SelectAll: Story = {
  args: selectionArgs,
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all' });
    await expect(all).not.toBeChecked();
    await userEvent.click(all);
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith(['cus_1', 'cus_2', 'cus_3']);
    await expect(canvas.getByText('3 selected')).toBeVisible();
    await expect(all).toBeChecked();
    for (const box of canvas.getAllByRole('checkbox', { name: 'Select row' }))
      await expect(box).toBeChecked();
    // A second click unselects them all, and the bar goes away.
    await userEvent.click(all);
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText(/selected$/)).not.toBeInTheDocument();
  },
};

export const BulkBarDiscard: Story = {
  args: selectionArgs,
  render: (args) => <Stateful {...args} initialSelected={['cus_2', 'cus_3']} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Discard' }));
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByText('2 selected')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    for (const box of canvas.getAllByRole('checkbox', { name: 'Select row' }))
      await expect(box).not.toBeChecked();
  },
};

export const SelectionAzerbaijani: Story = {
  ...BulkBarDiscard,
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 seçilib')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Hamısını seç' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Ləğv et' }));
    await expect(canvas.queryByText('2 seçilib')).not.toBeInTheDocument();
  },
};

export const SelectionDark: Story = {
  ...BulkBarDiscard,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

export const SelectionNarrowScreen: Story = {
  ...BulkBarDiscard,
  globals: phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Discard' })).toBeVisible();
  },
};

export const ColumnVisibility: Story = {
  args: { columnVisibility: { onChange: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Email' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const body = within(document.body);
    const email = await body.findByRole('menuitemcheckbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(email);
    await expect(args.columnVisibility!.onChange).toHaveBeenLastCalledWith(['email']);
    // The menu stays open to change several columns.
    await userEvent.click(body.getByRole('menuitemcheckbox', { name: 'Group' }));
    await expect(args.columnVisibility!.onChange).toHaveBeenLastCalledWith(['email', 'group']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(body.queryByRole('menuitemcheckbox', { name: 'Email' })).not.toBeInTheDocument(),
    );
    await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus();
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('ada@example.com')).not.toBeInTheDocument();
    // Shown again from the menu.
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await body.findByRole('menuitemcheckbox', { name: 'Email' }));
    await expect(args.columnVisibility!.onChange).toHaveBeenLastCalledWith(['group']);
    await expect(canvas.getByText('ada@example.com')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const ColumnVisibilityControlled: Story = {
  args: { columnVisibility: { hidden: ['email', 'created_at'], onChange: fn() } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: /Created/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitemcheckbox', { name: 'Created' }),
    );
    // Controlled: the table asks, the app decides (these args do not change).
    await expect(args.columnVisibility!.onChange).toHaveBeenLastCalledWith(['email']);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('columnheader', { name: /Created/ })).not.toBeInTheDocument();
  },
};

export const PageSize: Story = {
  args: {
    paging: {
      hasNext: true,
      hasPrevious: true,
      onNext: fn(),
      onPrevious: fn(),
      pageSize: 20,
      pageSizeOptions: [20, 50, 100],
      onPageSizeChange: fn(),
    },
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Rows per page' });
    await expect(select).toHaveTextContent('20');
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: '50' }));
    await expect(args.paging!.onPageSizeChange).toHaveBeenCalledWith(50);
  },
};

export const PageSizeAzerbaijani: Story = {
  ...PageSize,
  globals: { locale: 'az' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Səhifədə sətir sayı' })).toBeVisible();
  },
};

export const RowClickWithoutHref: Story = {
  args: { getRowHref: undefined, onRowClick: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByText('grace@example.com'));
    await expect(args.onRowClick).toHaveBeenCalledWith(customers[1]);
  },
};

export const KeyboardNavigation: Story = {
  args: selectionArgs,
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    const cell = (row: number, col: number) =>
      grid.querySelector(`[data-grid-row="${row}"] > [data-grid-col="${col}"]`);
    // One tab stop: the search box, then the grid (its first header cell), then the pager.
    await userEvent.click(canvas.getByRole('searchbox'));
    await userEvent.tab();
    await expect(cell(0, 0)).toHaveFocus();
    await expect(within(grid).getAllByRole('gridcell')[0]).toHaveAttribute('tabindex', '-1');
    await expect(cell(0, 0)).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(1, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell(1, 1)).toHaveFocus();
    await expect(cell(1, 1)).toHaveTextContent('Ada Lovelace');
    await userEvent.keyboard('{ArrowDown}');
    await expect(cell(2, 1)).toHaveFocus();
    // Space selects the row.
    await userEvent.keyboard(' ');
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith(['cus_2']);
    await expect(canvas.getByText('1 selected')).toBeVisible();
    await expect(cell(2, 1)).toHaveFocus();
    // Home / End go to the row's ends; Ctrl+Home / Ctrl+End to the grid's corners.
    await userEvent.keyboard('{End}');
    await expect(cell(2, 6)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(cell(2, 0)).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cell(3, 6)).toHaveFocus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(cell(0, 0)).toHaveFocus();
    // Tab leaves the grid; Shift+Tab comes back to the same cell.
    await userEvent.tab();
    await expect(cell(0, 0)).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cell(0, 0)).toHaveFocus();
    // Space on the header checkbox cell selects all.
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('3 selected')).toBeVisible();
    // Enter opens the focused row (its link).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/customers/cus_3');
  },
};

export const KeyboardSortFromHeader: Story = {
  args: { grid: true },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    const cell = (row: number, col: number) =>
      grid.querySelector(`[data-grid-row="${row}"] > [data-grid-col="${col}"]`);
    (cell(0, 0) as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith('name:asc');
    await userEvent.keyboard('{ArrowRight}');
    await expect(cell(0, 1)).toHaveFocus();
    // Not sortable: Enter does nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenCalledTimes(1);
  },
};

const manyCustomers: Customer[] = Array.from({ length: 100_000 }, (_, index) => ({
  id: `cus_${index + 1}`,
  name: `Customer ${index + 1}`,
  email: `customer${index + 1}@example.com`,
  orders: (index * 7) % 97,
  spentMinor: ((index * 7919) % 1_000_000) * 10,
  createdAt: base - (index % 365) * day,
}));

const virtualColumns: DataTableColumn<Customer>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, sortable: true },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  { id: 'orders_count', header: 'Orders', cell: (row) => row.orders, align: 'end', width: '15%' },
];

const rowsInDom = (grid: HTMLElement) => grid.querySelectorAll('tbody tr[data-row-id]');

export const Virtual100kRows: Story = {
  args: {
    columns: virtualColumns,
    rows: manyCustomers,
    count: manyCustomers.length,
    virtual: true,
    paging: undefined,
    search: undefined,
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    await expect(canvas.getByText('100,000 results')).toBeVisible();
    await expect(grid).toHaveAttribute('aria-rowcount', '100001');
    // Only the rows in view (500 px of 24 px rows, plus a few) are in the DOM.
    const first = rowsInDom(grid);
    await expect(first.length).toBeGreaterThan(15);
    await expect(first.length).toBeLessThan(60);
    await expect(first[0]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('link', { name: 'Customer 1' })).toBeVisible();
    // Scrolling renders new rows, with their real position in aria-rowindex.
    const scroller = grid.parentElement!;
    await expect(scroller.getBoundingClientRect().height).toBe(500);
    scroller.scrollTop = 50_000 * 24;
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Customer 50001' })).toBeInTheDocument(),
    );
    await expect(canvas.queryByRole('link', { name: 'Customer 1' })).not.toBeInTheDocument();
    const row = canvas.getByRole('link', { name: 'Customer 50001' }).closest('tr')!;
    await expect(row).toHaveAttribute('aria-rowindex', '50002');
    await expect(rowsInDom(grid).length).toBeLessThan(60);
    // Dragging the scrollbar's thumb (the view jumps by a view every frame): the first jump draws the
    // rows, the next ones draw placeholders, and the first frame the view stops draws the rows again.
    const nextFrame = () => new Promise(requestAnimationFrame);
    const placeholders = () => grid.querySelectorAll('tbody tr[data-row-placeholder]').length;
    await nextFrame();
    await nextFrame();
    const seen: { placeholders: number; rows: number }[] = [];
    for (let frame = 0; frame < 5; frame += 1) {
      scroller.scrollTop += 500;
      await nextFrame();
      seen.push({ placeholders: placeholders(), rows: rowsInDom(grid).length });
    }
    await expect(seen[0]!.placeholders).toBe(0);
    for (const frame of seen.slice(1)) await expect(frame.placeholders).toBe(frame.rows);
    await waitFor(() => expect(placeholders()).toBe(0));
    await expect(canvas.getByRole('link', { name: 'Customer 50110' })).toBeVisible();
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Customer 100000' })).toBeVisible(),
    );
  },
};

export const VirtualKeyboard: Story = {
  args: { ...Virtual100kRows.args, selection: { selectedIds: [], onChange: fn() } },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Customers' });
    const cell = (row: number, col: number) =>
      grid.querySelector(`[data-grid-row="${row}"] > [data-grid-col="${col}"]`);
    (cell(0, 1) as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(cell(2, 1)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.selection!.onChange).toHaveBeenLastCalledWith(['cus_2']);
    // Scrolling the focused row far out of view keeps it in the DOM and focused.
    const scroller = grid.parentElement!;
    scroller.scrollTop = 40_000 * 24;
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Customer 40001' })).toBeInTheDocument(),
    );
    await expect(cell(2, 1)).toHaveFocus();
    // Ctrl+End scrolls to the last of 100,000 rows and focuses it; the keys typed right after it (without
    // waiting for the rows of the new view) all land, and PageUp moves a view's worth of rows.
    await userEvent.keyboard('{Control>}{End}{/Control}{ArrowUp}{Home}{PageUp}', { delay: null });
    await waitFor(() => expect(cell(99_981, 0)).toHaveFocus());
    await expect(cell(99_981, 0)!.closest('tr')).toHaveAttribute('aria-rowindex', '99982');
    // The same going back to the top: Ctrl+Home, then keys typed before its rows are drawn.
    await userEvent.keyboard(
      '{Control>}{Home}{/Control}{ArrowDown}{ArrowDown}{ArrowRight}{ArrowUp}',
      {
        delay: null,
      },
    );
    await waitFor(() => expect(cell(1, 1)).toHaveFocus());
    await expect(scroller.scrollTop).toBe(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/customers/cus_1'));
  },
};

export const VirtualDark: Story = {
  args: Virtual100kRows.args,
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-rowcount', '100001');
  },
};

export const VirtualNarrowScreen: Story = {
  args: { ...Virtual100kRows.args, virtual: { height: 300, rowHeight: 32 } },
  globals: phoneViewport,
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.parentElement!.getBoundingClientRect().height).toBe(300);
    await expect(rowsInDom(grid)[0]!.getBoundingClientRect().height).toBe(32);
  },
};

export const VirtualLoading: Story = {
  args: { ...Virtual100kRows.args, rows: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const VirtualEmpty: Story = {
  args: { ...Virtual100kRows.args, rows: [], count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show')).toBeVisible();
  },
};
