import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazyAfterPageDrawn } from './lazy-after-page-drawn';

function Note({ text }: { text: string }) {
  return <p>{text}</p>;
}

function renderInApp(node: ReactNode) {
  const client = new QueryClient();
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

afterEach(cleanup);

describe('lazyAfterPageDrawn', () => {
  it('shows the fallback until the page is drawn, then the part, fetched once', async () => {
    const load = vi.fn(async () => ({ default: Note }));
    const LazyNote = lazyAfterPageDrawn(load);
    renderInApp(<LazyNote text="Gift wrap" fallback={<span>loading</span>} />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    // Once an idle moment and a frame have passed (use-after-page-drawn.ts).
    expect(await screen.findByText('Gift wrap')).toBeTruthy();
    renderInApp(<LazyNote text="Second" />);
    expect(screen.getByText('Second')).toBeTruthy(); // already there: no fallback, no fetch
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the fetch fails and fetches again once back online', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Note }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Note });
    const LazyNote = lazyAfterPageDrawn(load);
    renderInApp(<LazyNote text="Gift wrap" fallback={<span>loading</span>} />);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Gift wrap')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('fetches on intent, quietly when that fails', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Note }>>()
      .mockRejectedValue(new TypeError('offline'));
    const LazyNote = lazyAfterPageDrawn(load);
    LazyNote.intent.onPointerEnter();
    LazyNote.intent.onFocus(); // the same fetch, still on its way
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    LazyNote.intent.onFocus(); // a failure is not kept: the next intent tries again
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
