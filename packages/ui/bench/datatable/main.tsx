// Benchmark harness of `pnpm bench datatable` (scripts/bench/datatable.mjs): DataTable in virtual mode with
// 100,000 rows, from the kit's source; the list is a chunk of its own (CustomersList.tsx), as the admin
// app's list routes are. The page waits for `window.bench.start()` so the runner can turn on CPU
// throttling first, then measures in the page with performance marks and requestAnimationFrame.
import '@radix-ui/themes/styles.css';
import { Heading } from '@radix-ui/themes';
import { useLayoutEffect, useState, type UIEvent } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Sidebar, type SidebarGroup } from '../../src/Sidebar';
import { ShopThemeProvider } from '../../src/theme';
import type { CustomersList as CustomersListComponent, ListView } from './CustomersList';
import { getRowHref, money, ROWS, rows } from './customers';

const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    // rAF runs before the frame is painted; a task posted from it runs after that paint. At user-blocking
    // priority it runs ahead of normal tasks queued meanwhile (timers, messages: such as the table's own
    // work after its first frame), which are not part of that frame.
    requestAnimationFrame(() => {
      void scheduler.postTask(resolve, { priority: 'user-blocking' });
    });
  });

/** One refresh of the 60 Hz frame clock that requestAnimationFrame runs on. */
const REFRESH_MS = 1000 / 60;

/**
 * A frame's time in whole refreshes of the display. rAF timestamps come from the frame clock read
 * through a clock coarsened to 0.1 ms, so a frame on time measures anything from 16.6 to 16.8 ms and
 * one that missed a refresh 33.3 ms: rounding to refreshes tells the two apart, where comparing the raw
 * figure with 16.7 would count some frames on time as late.
 */
const inRefreshes = (delta: number) => Math.max(1, Math.round(delta / REFRESH_MS)) * REFRESH_MS;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

type View = 'none' | ListView | 'reference' | 'referenceList';

/** A bare React table of 25 plain rows (no kit, no Radix, no virtualiser): what the machine does anyway. */
function ReferenceTable() {
  return (
    <table>
      <tbody>
        {rows.slice(0, 25).map((row) => (
          <tr key={row.id} data-row-id={row.id}>
            <td>
              <input type="checkbox" aria-label="Select row" />
            </td>
            <td>
              <a href={getRowHref(row)}>{row.name}</a>
            </td>
            <td>{row.email}</td>
            <td>{row.orders}</td>
            <td>{money.format(row.spentMinor / 100)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const REFERENCE_WINDOW = 23;

/**
 * The floor for scrolling: a bare React list of the same rows (no kit, no Radix, no virtualiser), windowed
 * by plain arithmetic, its row elements recycled the same way (key = index modulo the window).
 */
function ReferenceList() {
  const [first, setFirst] = useState(0);
  const onScroll = (event: UIEvent<HTMLDivElement>) =>
    setFirst(Math.floor(event.currentTarget.scrollTop / 24));
  const indexes = Array.from({ length: REFERENCE_WINDOW }, (_, k) => first + k).filter(
    (index) => index < ROWS,
  );
  indexes.sort((a, b) => (a % REFERENCE_WINDOW) - (b % REFERENCE_WINDOW));
  return (
    <div
      data-virtual-scroller=""
      onScroll={onScroll}
      style={{ blockSize: 500, overflow: 'auto', contain: 'strict' }}
    >
      <table style={{ display: 'block' }}>
        <tbody style={{ display: 'block', position: 'relative', blockSize: ROWS * 24 }}>
          {indexes.map((index) => {
            const row = rows[index]!;
            return (
              <tr
                key={index % REFERENCE_WINDOW}
                data-row-id={row.id}
                style={{
                  position: 'absolute',
                  display: 'flex',
                  inlineSize: '100%',
                  blockSize: 24,
                  transform: `translateY(${index * 24}px)`,
                }}
              >
                <td style={{ flex: 1 }}>{row.name}</td>
                <td style={{ flex: 1 }}>{row.email}</td>
                <td style={{ flex: 1 }}>{row.orders}</td>
                <td style={{ flex: 1 }}>{money.format(row.spentMinor / 100)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The admin's sidebar, as the running app around the list shows it: the list's own entry is the current
 * one (matched against `currentPath`, so the hrefs are the app's paths), drawn in the medium weight.
 */
const sidebarGroups: SidebarGroup[] = [
  { id: 'home', label: 'Home', href: '/home' },
  {
    id: 'orders',
    label: 'Orders',
    href: '/orders',
    items: [
      {
        id: 'all',
        label: 'All orders',
        href: '/orders',
        badge: 12,
        badgeLabel: '12 unfulfilled orders',
      },
    ],
  },
  { id: 'products', label: 'Products', href: '/products' },
  { id: 'customers', label: 'Customers', href: '/customers' },
];

/** Marks the commit of a render; the paint that follows is awaited by the caller. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

let showView: (view: View) => void = () => {};
let onCommit = () => {};

/**
 * A running app, as a list page finds it: React and the theme already rendered the page frame (the kit's
 * sidebar, a search box). The table (or the reference) is then shown by a state change, like a
 * navigation to the list.
 */
function App() {
  const [view, setView] = useState<View>('none');
  useLayoutEffect(() => {
    showView = (next) => flushSync(() => setView(next));
  }, []);
  return (
    <ShopThemeProvider appearance="light">
      <div style={{ display: 'flex' }}>
        <div style={{ flex: '0 0 240px' }}>
          <Sidebar logo={<strong>Shop</strong>} groups={sidebarGroups} currentPath="/customers" />
        </div>
        <div style={{ flex: 1, maxInlineSize: 960, margin: '16px auto' }}>
          <input type="search" aria-label="Search" placeholder="Search" />
          <Heading size="5">Customers</Heading>
          {view === 'table' || view === 'tableLoading' || view === 'tableAlwaysRows' ? (
            <CustomersList view={view} />
          ) : view === 'reference' ? (
            <ReferenceTable />
          ) : view === 'referenceList' ? (
            <ReferenceList />
          ) : null}
          {view === 'none' ? null : <Committed onCommit={() => onCommit()} />}
        </div>
      </div>
    </ShopThemeProvider>
  );
}

const container = () => document.getElementById('root')!;
const rowCount = () => container().querySelectorAll('tbody tr[data-row-id]').length;

/** The list's chunk, loaded by `start()`: its module has run, the table's code has not. */
let CustomersList: typeof CustomersListComponent;

/** Loads the list's chunk, starts the app (the page frame) and waits until it is painted. */
async function start() {
  ({ CustomersList } = await import('./CustomersList'));
  createRoot(container()).render(<App />);
  await afterNextPaint();
}

/**
 * Shows `from` (by default nothing), then `view`, and measures from the state change to `view` to the
 * first paint that shows its rows.
 */
async function show(view: Exclude<View, 'none'>, from: View = 'none') {
  showView('none');
  await afterNextPaint();
  if (from !== 'none') {
    showView(from);
    await afterNextPaint();
  }
  let committed = 0;
  onCommit = () => {
    committed = performance.now();
  };
  performance.mark(`${view}-start`);
  showView(view);
  let framesWithoutRows = 0;
  await afterNextPaint();
  while (rowCount() === 0 && framesWithoutRows < 300) {
    framesWithoutRows += 1;
    await afterNextPaint();
  }
  performance.mark(`${view}-painted`);
  const measure = performance.measure(view, `${view}-start`, `${view}-painted`);
  return {
    firstRenderMs: measure.duration,
    commitMs: committed - measure.startTime,
    rowsInDom: container().querySelectorAll('tbody tr[data-row-id]').length,
    framesWithoutRows,
    ariaRowCount: container().querySelector('[role="grid"]')?.getAttribute('aria-rowcount'),
  };
}

/** The rows of the scrolling area drawn as placeholders (virtual mode, while the view jumps). */
const placeholderRows = (scroller: HTMLElement) =>
  scroller.querySelectorAll('tbody tr[data-row-placeholder]').length;

/** Frames, after the last scroll, until no row is a placeholder (at most 10). */
function framesUntilRows(scroller: HTMLElement) {
  return new Promise<number>((resolve) => {
    let frames = 0;
    const frame = () => {
      // Read after the frame is painted: a task posted from rAF runs after that paint.
      void scheduler.postTask(
        () => {
          frames += 1;
          if (placeholderRows(scroller) === 0 || frames >= 10) resolve(frames);
          else requestAnimationFrame(frame);
        },
        { priority: 'user-blocking' },
      );
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Scrolls the table by `step` px every frame for `durationMs`, recording rAF deltas, the frames that
 * showed placeholder rows, and the frames after the last scroll until every row is drawn again.
 */
function scroll(step: number, durationMs: number) {
  const scroller = document.querySelector<HTMLElement>('[data-virtual-scroller]')!;
  return new Promise<{
    frames: number;
    p50: number;
    p95: number;
    p95Refreshes: number;
    max: number;
    missed: number;
    placeholderFrames: number;
    framesUntilRows: number;
    scrolledPx: number;
    lastRowIndex: number | null;
  }>((resolve) => {
    const deltas: number[] = [];
    const begin = performance.now();
    const top0 = scroller.scrollTop;
    let last = begin;
    let placeholderFrames = 0;
    const frame = (now: number) => {
      if (now !== begin) deltas.push(now - last);
      last = now;
      // This frame's scroll event has been handled: its rows are the ones it paints.
      if (placeholderRows(scroller) > 0) placeholderFrames += 1;
      if (now - begin >= durationMs) {
        void framesUntilRows(scroller).then((untilRows) => {
          // Rows are recycled in a fixed DOM order: the last row shown is the highest index.
          const indexes = Array.from(scroller.querySelectorAll('tbody tr[aria-rowindex]'), (row) =>
            Number(row.getAttribute('aria-rowindex')),
          );
          resolve({
            frames: deltas.length,
            p50: percentile(deltas, 50),
            p95: percentile(deltas, 95),
            p95Refreshes: percentile(deltas.map(inRefreshes), 95),
            max: Math.max(...deltas),
            // Frames that took more than one refresh (a refresh went by without a new frame).
            missed: deltas.filter((delta) => inRefreshes(delta) > REFRESH_MS).length,
            placeholderFrames,
            framesUntilRows: untilRows,
            scrolledPx: scroller.scrollTop - top0,
            lastRowIndex: indexes.length ? Math.max(...indexes) : null,
          });
        });
        return;
      }
      scroller.scrollTop += step;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(frame);
    });
  });
}

/**
 * The longest of the next `count` frames: after a first render, the work that follows it (the table's
 * virtualiser taking over once the rows are painted).
 */
function longestFrame(count: number) {
  return new Promise<number>((resolve) => {
    const deltas: number[] = [];
    let last = performance.now();
    const frame = (now: number) => {
      deltas.push(now - last);
      last = now;
      if (deltas.length < count) requestAnimationFrame(frame);
      else resolve(Math.max(...deltas));
    };
    requestAnimationFrame(frame);
  });
}

/** rAF deltas with nothing happening: what the browser's frame clock gives by itself. */
function idle(durationMs: number) {
  return new Promise<{ p50: number; p95: number }>((resolve) => {
    const deltas: number[] = [];
    let last = performance.now();
    const begin = last;
    const frame = (now: number) => {
      deltas.push(now - last);
      last = now;
      if (now - begin < durationMs) requestAnimationFrame(frame);
      else resolve({ p50: percentile(deltas, 50), p95: percentile(deltas, 95) });
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(frame);
    });
  });
}

declare global {
  interface Window {
    bench: {
      ready: boolean;
      start: typeof start;
      show: typeof show;
      scroll: typeof scroll;
      idle: typeof idle;
      longestFrame: typeof longestFrame;
    };
  }
}

window.bench = { ready: true, start, show, scroll, idle, longestFrame };
