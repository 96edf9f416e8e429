import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleHidden, toggleId } from './selection';

describe('row selection', () => {
  it('toggles one id, keeping the order of selection', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleId(['a'], 'a', true)).toEqual(['a']);
    expect(toggleId([], 'a', false)).toEqual([]);
  });

  it('reports the header checkbox state', () => {
    expect(selectAllState(new Set(), ['a', 'b'])).toBe(false);
    expect(selectAllState(new Set(['a']), ['a', 'b'])).toBe('indeterminate');
    expect(selectAllState(new Set(['a', 'b']), ['a', 'b'])).toBe(true);
    expect(selectAllState(new Set(['x']), ['a', 'b'])).toBe(false);
    expect(selectAllState(new Set(['a']), [])).toBe(false);
  });

  it('selects every shown row, then unselects them, keeping ids from other pages', () => {
    expect(toggleAll(['x'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAll(['x', 'a'], ['a', 'b'])).toEqual(['x', 'a', 'b']);
    expect(toggleAll(['x', 'a', 'b'], ['a', 'b'])).toEqual(['x']);
  });
});

describe('column visibility', () => {
  it('hides and shows a column id', () => {
    expect(toggleHidden([], 'email', false)).toEqual(['email']);
    expect(toggleHidden(['email'], 'email', false)).toEqual(['email']);
    expect(toggleHidden(['email', 'group'], 'email', true)).toEqual(['group']);
  });
});
