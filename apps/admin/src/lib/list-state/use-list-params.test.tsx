import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '@shop/ui';
import { createListMemory } from './list-memory';
import { defineList } from './list-params';
import { unlessSearchOnly } from '../routing/search-only-change';
import { ROWS_WAIT_MS, useListParams } from './use-list-params';

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

  /** Past the search box's pause, short of the wait for rows. */
  const PAST_THE_SEARCH_PAUSE_MS = 310;

  /** A list route whose prefetch is held until the test lets its rows come. */
  async function listWithPrefetch() {
    const loader = vi.fn(() => null);
    const asked: { q: string; addressSearch: string; arrive: () => void }[] = [];
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          loader,
          shouldRevalidate: unlessSearchOnly,
          Component: () => (
            <ListTable
              prefetch={(next) =>
                new Promise<void>((arrive) =>
                  asked.push({ q: next.q, addressSearch: router.state.location.search, arrive }),
                )
              }
            />
          ),
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    await act(async () => undefined);
    /** Types a search and waits out the search box's pause: the list then asks for its rows. */
    const search = async (value: string) => {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value } });
      await act(async () => vi.advanceTimersByTime(PAST_THE_SEARCH_PAUSE_MS));
    };
    return { loader, asked, router, search };
  }

  it("asks for a search's rows first, and changes the address once they are here", async () => {
    const { loader, asked, router, search } = await listWithPrefetch();
    await search('summer');
    expect(asked.map(({ q, addressSearch }) => ({ q, addressSearch }))).toEqual([
      { q: 'summer', addressSearch: '' },
    ]);
    expect(router.state.location.search).toBe('');

    await act(async () => asked[0]!.arrive());
    expect(router.state.location.search).toBe('?q=summer');
    // The loader ran once, for entering the page; the page's query has the search's rows.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(router.state.navigation.state).toBe('idle');
  });

  it('changes the address without the rows when they are slow', async () => {
    const { asked, router, search } = await listWithPrefetch();
    await search('summer');
    expect(router.state.location.search).toBe('');
    await act(async () => vi.advanceTimersByTime(ROWS_WAIT_MS));
    expect(asked).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=summer');
  });

  it('lets the latest search win over one still waiting for its rows', async () => {
    const { asked, router, search } = await listWithPrefetch();
    await search('summer');
    await search('winter');
    await act(async () => asked[1]!.arrive());
    expect(router.state.location.search).toBe('?q=winter');
    // The first search's rows come last: the address keeps the latest search.
    await act(async () => asked[0]!.arrive());
    await act(async () => vi.advanceTimersByTime(ROWS_WAIT_MS));
    expect(router.state.location.search).toBe('?q=winter');
  });
});
