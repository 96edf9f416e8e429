import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sameJson, stabiliseRows, useStableRows } from './stable-rows';

interface Row {
  id: string;
  name: string;
  tags: string[];
}
const row = (id: string, name: string, tags: string[] = []): Row => ({ id, name, tags });

describe('sameJson', () => {
  it('compares values, arrays and objects deeply', () => {
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameJson({ a: [1, { b: 'x' }] }, { a: [1, { b: 'y' }] })).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe('useStableRows', () => {
  it('keeps the object shown before for an unchanged record, takes the new one when it changed', () => {
    const first = [row('1', 'Alpha', ['a']), row('2', 'Beta')];
    const { result, rerender } = renderHook(({ rows }) => useStableRows(rows, (r) => r.id), {
      initialProps: { rows: first },
    });
    expect(result.current).toBe(first);
    const answer = [row('2', 'Beta'), row('1', 'Alpha', ['b']), row('3', 'Gamma')];
    rerender({ rows: answer });
    expect(result.current[0]).toBe(first[1]);
    expect(result.current[1]).toBe(answer[1]);
    expect(result.current[2]).toBe(answer[2]);
    expect(result.current.map((r) => r.name)).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('answers the same rows with the same array', () => {
    const rows = [row('1', 'Alpha')];
    const { result, rerender } = renderHook(({ rows }) => useStableRows(rows, (r) => r.id), {
      initialProps: { rows },
    });
    const before = result.current;
    rerender({ rows });
    expect(result.current).toBe(before);
  });
});

describe('stabiliseRows', () => {
  it('leaves more than a page of rows as they came (a virtual table)', () => {
    const many = Array.from({ length: 501 }, (_, i) => row(String(i), `Row ${i}`));
    const again = many.map((r) => ({ ...r }));
    expect(stabiliseRows(many, again, (r) => r.id)).toBe(again);
  });
});
