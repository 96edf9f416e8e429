import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, DEFAULT_TOAST_DURATION_MS } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows toasts, returns their ids and reports isActive', () => {
    const store = createToastStore();
    expect(store.isActive()).toBe(false);
    const first = store.success('Saved');
    const second = store.error('Failed');
    expect(first).not.toBe(second);
    expect(store.getSnapshot().map((item) => [item.kind, item.message])).toEqual([
      ['success', 'Saved'],
      ['error', 'Failed'],
    ]);
    expect(store.isActive()).toBe(true);
  });

  it('hides a toast after 5 seconds', () => {
    const store = createToastStore();
    store.info('Hello');
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS - 1);
    expect(store.isActive()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.isActive()).toBe(false);
  });

  it('dismisses one toast or all of them and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const a = store.info('A');
    store.info('B');
    store.dismiss(a);
    expect(store.getSnapshot().map((item) => item.message)).toEqual(['B']);
    store.dismiss();
    expect(store.isActive()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
    store.info('C');
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('replaces a toast shown again with the same id and restarts its timer', () => {
    const store = createToastStore();
    store.show('error', 'Offline', { id: 'network' });
    vi.advanceTimersByTime(4000);
    store.show('error', 'Still offline', { id: 'network' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.message).toBe('Still offline');
    vi.advanceTimersByTime(4000);
    expect(store.isActive()).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(store.isActive()).toBe(false);
  });

  it('keeps a toast with durationMs 0 until dismissed', () => {
    const store = createToastStore();
    const id = store.show('info', 'Sticky', { durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.isActive()).toBe(true);
    store.dismiss(id);
    expect(store.isActive()).toBe(false);
  });

  it('pauses the countdown while the user is on the stack', () => {
    const store = createToastStore();
    store.info('Read me');
    vi.advanceTimersByTime(3000);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(store.isActive()).toBe(true);
    store.resume();
    vi.advanceTimersByTime(1999);
    expect(store.isActive()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.isActive()).toBe(false);
  });

  it('keeps an action with its toast, and the shortcuts take options too', () => {
    const store = createToastStore();
    const onClick = vi.fn();
    store.success('Saved', { id: 'undo', durationMs: 0, action: { label: 'Undo', onClick } });
    const [item] = store.getSnapshot();
    expect(item?.action?.label).toBe('Undo');
    item?.action?.onClick();
    expect(onClick).toHaveBeenCalledTimes(1);
    // Shown again without an action under the same id: the old action is gone with the old toast.
    store.info('Undone', { id: 'undo' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.action).toBeUndefined();
    vi.advanceTimersByTime(DEFAULT_TOAST_DURATION_MS);
    expect(store.isActive()).toBe(false);
  });
});
