import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('gives the value once it has stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ text }) => useDebouncedValue(text, 250), {
      initialProps: { text: 'a' },
    });
    expect(result.current).toBe('a');
    rerender({ text: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ text: 'abc' });
    act(() => vi.advanceTimersByTime(200));
    // Still typing: neither "ab" nor "abc" has settled.
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('abc');
  });
});
