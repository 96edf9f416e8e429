import { describe, expect, it } from 'vitest';
import { Params, containsCondition, rowCount, wordsPattern } from './sql';

describe('wordsPattern', () => {
  it("joins a SKU's words with % in their order", () => {
    expect(wordsPattern('HOM-0057650-01')).toBe('%HOM%0057650%01%');
    expect(wordsPattern('HOM-00576')).toBe('%HOM%00576%');
    expect(wordsPattern('-0057650-')).toBe('%0057650%');
    expect(wordsPattern('rose gold ring')).toBe('%rose%gold%ring%');
  });

  it("takes LIKE's wildcards and escape for separators, never into the pattern", () => {
    expect(wordsPattern('hom_0057%650\\01')).toBe('%hom%0057%650%01%');
  });

  it('gives nothing where the text is one word or its words give under three inner trigrams', () => {
    for (const text of ['cotton', '0057650', 'HOM-0', 'HOM-005', 'x-123', 'TOP-01', '-', ''])
      expect(wordsPattern(text), text).toBeUndefined();
    expect(wordsPattern('HOM-0057')).toBe('%HOM%0057%');
  });

  it('gives nothing for a text with characters outside ASCII', () => {
    expect(wordsPattern('Café-0057650')).toBeUndefined();
    expect(wordsPattern('HOM–0057650')).toBeUndefined();
  });
});

describe('containsCondition', () => {
  it('is one LIKE on the whole text where there are no words to ask for', () => {
    const p = new Params();
    expect(containsCondition(p, 'v.sku', 'a_b')).toEqual(['lower(v.sku) LIKE lower($1)']);
    expect(p.values).toEqual(['%a\\_b%']);
  });

  it('asks the index for the words and checks the whole text with strpos', () => {
    const p = new Params();
    expect(containsCondition(p, 'v.sku', 'HOM-0057650-01')).toEqual([
      'lower(v.sku) LIKE lower($1)',
      'strpos(lower(v.sku), lower($2)) > 0',
    ]);
    expect(p.values).toEqual(['%HOM%0057650%01%', 'HOM-0057650-01']);
  });
});

describe('rowCount', () => {
  it('writes a whole count into the statement and refuses anything else', () => {
    expect(rowCount(21)).toBe('21');
    expect(rowCount(0)).toBe('0');
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => rowCount(bad)).toThrow('not a row count');
    }
  });
});
