import { describe, expect, it } from 'vitest';
import { MAX_AVAILABLE, MIN_AVAILABLE } from '@shop/admin-api';
import { readQuantity } from './stock-quantity';

describe('reading a typed stock quantity', () => {
  it('reads whole numbers, negative ones too (oversold), with spaces around', () => {
    expect(readQuantity('12')).toEqual({ ok: true, value: 12 });
    expect(readQuantity(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(readQuantity('-3')).toEqual({ ok: true, value: -3 });
    expect(readQuantity('\u22123')).toEqual({ ok: true, value: -3 });
    expect(readQuantity(String(MAX_AVAILABLE))).toEqual({ ok: true, value: MAX_AVAILABLE });
  });

  it("refuses anything else with the contract's message", () => {
    for (const text of ['', '  ', '1.5', '1e3', '12 pcs', 'abc', '--1']) {
      expect(readQuantity(text)).toEqual({ ok: false, message: 'Enter a whole number' });
    }
    expect(readQuantity(String(MIN_AVAILABLE - 1))).toEqual({
      ok: false,
      message: `At least ${MIN_AVAILABLE}`,
    });
    expect(readQuantity(String(MAX_AVAILABLE + 1))).toEqual({
      ok: false,
      message: `At most ${MAX_AVAILABLE}`,
    });
  });
});
