import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@shop/ui';
import { createListMemory } from './list-memory';
import { defineList } from './list-params';
import { unlessSearchOnly } from '../routing/search-only-change';
import { useListParams } from './use-list-params';

const list = defineList<'name:asc'>({
  sortFields: ['name'],
  defaultSort: 'name:asc',
  pageSize: 20,
  pageSizes: [20],
});
const memory = createListMemory('/list');

/** The kit's search box waits for a pause in typing before it reports (300 ms); this is past it. */
const PAST_THE_PAUSE_MS = 1_000;

function ListTable({ prefetch }: { prefetch?: Parameters<typeof useListParams>[2] }) {
  const { tableProps } = useListParams(list, memory, prefetch);
  const { search, onSearchChange } = tableProps(undefined);
  return (
    <DataTable
      label="Codes"
      columns={[]}
      rows={[]}
      getRowId={(row: { id: string }) => row.id}
      search={{ value: search, onChange: onSearchChange }}
    />
  );
}

function ListPage() {
  return (
    <>
      <ListTable />
      <Link to="/row">A row</Link>
    </>
  );
}

describe('a list page', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('does not turn a click on a row back to the list with the search typed just before', async () => {
    let openRow!: () => void;
    const rowLoaded = new Promise<null>((resolve) => (openRow = () => resolve(null)));
    const router = createMemoryRouter(
      [
        { path: '/list', Component: ListPage },
        { path: '/row', loader: () => rowLoaded, Component: () => <h1>The row</h1> },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'summer' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'A row' }));
    // The search's pause ends while the row's page is still loading.
    await act(async () => vi.advanceTimersByTime(PAST_THE_PAUSE_MS));
    await act(async () => openRow());
    vi.useRealTimers();

    expect(await screen.findByRole('heading', { name: 'The row' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/row');
    expect(router.state.location.search).toBe('');
  });

  it('still puts a search in the address when the user stays', async () => {
    const router = createMemoryRouter([{ path: '/list', Component: ListPage }], {
      initialEntries: ['/list'],
    });
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'summer' },
    });
    await act(async () => vi.advanceTimersByTime(PAST_THE_PAUSE_MS));
    expect(router.state.location.search).toBe('?q=summer');
  });

  it('is not drawn again when a navigation starts', async () => {
    const renders: string[] = [];
    let finishRow!: () => void;
    const rowLoaded = new Promise<null>((resolve) => (finishRow = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          Component: () => (
            <>
              <Profiler id="list" onRender={(_id, phase) => renders.push(phase)}>
                <ListTable />
              </Profiler>
              <Link to="/row">A row</Link>
            </>
          ),
        },
        { path: '/row', loader: () => rowLoaded, Component: () => <h1>The row</h1> },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    const before = renders.length;

    fireEvent.click(screen.getByRole('link', { name: 'A row' }));
    await act(async () => undefined);
    expect(router.state.navigation.state).toBe('loading');
    // Each search a list sends starts a navigation: the table waits for its answer, not redrawn.
    expect(renders.length).toBe(before);
    await act(async () => finishRow());
  });

  it("asks for a search's rows before the address changes, and leaves the page's loader alone", async () => {
    const loader = vi.fn(() => null);
    const asked: { q: string; addressSearch: string }[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          loader,
          shouldRevalidate: unlessSearchOnly,
          Component: () => (
            <ListTable
              prefetch={(next) =>
                asked.push({ q: next.q, addressSearch: router.state.location.search })
              }
            />
          ),
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'summer' },
    });
    await act(async () => vi.advanceTimersByTime(PAST_THE_PAUSE_MS));

    expect(asked).toEqual([{ q: 'summer', addressSearch: '' }]);
    expect(router.state.location.search).toBe('?q=summer');
    // The loader ran once, for entering the page; the page's query fetches the search's rows.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.navigation.state).toBe('idle');
  });
});
