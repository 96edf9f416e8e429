import { describe, expect, it } from 'vitest';
import { unlessSearchOnly } from './search-only-change';

const change = (from: string, to: string, over: { formMethod?: 'POST' } = {}) =>
  unlessSearchOnly({
    currentUrl: new URL(from, 'http://shop.test'),
    currentParams: {},
    nextUrl: new URL(to, 'http://shop.test'),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...over,
  });

describe('unlessSearchOnly', () => {
  it('leaves the loader alone when only the search changes', () => {
    expect(change('/discount-code', '/discount-code?q=spring')).toBe(false);
    expect(change('/discount-code?q=a', '/discount-code?q=a&sort=code%3Aasc')).toBe(false);
  });

  it("is react-router's default for another path, a submission or a revalidation", () => {
    expect(change('/discount-code?q=a', '/customers?q=a')).toBe(true);
    expect(change('/discount-code', '/discount-code?q=a', { formMethod: 'POST' })).toBe(true);
    expect(change('/discount-code?q=a', '/discount-code?q=a')).toBe(true);
  });
});
