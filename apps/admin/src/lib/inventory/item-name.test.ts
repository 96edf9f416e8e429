import { describe, expect, it } from 'vitest';
import { optionValuesText, variantDisplayName } from './item-name';

describe('naming a variant', () => {
  it('adds the option values in option order, or gives the title alone', () => {
    expect(variantDisplayName('Linen shirt', ['M', 'Blue'])).toBe('Linen shirt (M / Blue)');
    expect(variantDisplayName('Gift card', [])).toBe('Gift card');
    expect(optionValuesText(['M', 'Blue'])).toBe('M / Blue');
    expect(optionValuesText([])).toBe('');
  });
});
