import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, Button } from '@radix-ui/themes';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateTime, Money } from '../format';
import { UiLinkProvider } from '../link';
import { navigate, SpyLink, wait } from '../storybook/fixtures';
import { phoneViewport } from '../storybook/shellFixtures';
import { DataTable, type DataTableColumn } from './DataTable';

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
    await userEvent.type(box, 'ada');
    await expect(box).toHaveValue('ada');
    // Nothing is reported while the user is typing…
    await expect(onChange).not.toHaveBeenCalled();
    await wait(150);
    await expect(onChange).not.toHaveBeenCalled();
    // …and the whole word once they pause for 300 ms.
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('ada'), { timeout: 1000 });
    await expect(onChange).toHaveBeenCalledTimes(1);
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
  args: { rows: undefined, error: new Error('500'), onRetry: fn(), count: undefined },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('failed to load');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
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

export const NarrowScreen: Story = { globals: phoneViewport };

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

    await userEvent.type(canvas.getByRole('searchbox'), 'grace');
    await waitFor(() => expect(canvas.getByText('4 results')).toBeVisible(), { timeout: 1000 });
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};
