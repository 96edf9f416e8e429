import { describe, expect, it } from 'vitest';
import { minorToInput, parseMoneyInput, parsePercentageInput } from './number-input';

const USD = { code: 'USD', fraction_digits: 2 };
const JPY = { code: 'JPY', fraction_digits: 0 };
const KWD = { code: 'KWD', fraction_digits: 3 };

describe('money input', () => {
  it('reads amounts into integer minor units without float drift', () => {
    expect(parseMoneyInput('1234.5', USD)).toBe(123450);
    expect(parseMoneyInput('0.1', USD)).toBe(10);
    expect(parseMoneyInput('19.99', USD)).toBe(1999);
    expect(parseMoneyInput('1,234.56', USD)).toBe(123456);
    expect(parseMoneyInput(' 12 ', USD)).toBe(1200);
    expect(parseMoneyInput('.5', USD)).toBe(50);
    expect(parseMoneyInput('-3.25', USD)).toBe(-325);
    expect(parseMoneyInput('1500', JPY)).toBe(1500);
    expect(parseMoneyInput('1.234', KWD)).toBe(1234);
  });

  it('keeps extra decimals as a fraction of a minor unit, for the schema to refuse', () => {
    expect(parseMoneyInput('1.005', USD)).toBe(100.5);
    expect(parseMoneyInput('12.345', USD)).toBe(1234.5);
    expect(parseMoneyInput('-3.255', USD)).toBe(-325.5);
    expect(parseMoneyInput('1.5', JPY)).toBe(1.5);
    expect(parseMoneyInput('1.2345', KWD)).toBe(1234.5);
    // Trailing zeros are no extra precision.
    expect(parseMoneyInput('1.2500', USD)).toBe(125);
  });

  it('gives null for empty or unreadable text', () => {
    expect(parseMoneyInput('', USD)).toBeNull();
    expect(parseMoneyInput('abc', USD)).toBeNull();
    expect(parseMoneyInput('1.2.3x', USD)).toBeNull();
    expect(parseMoneyInput('.', USD)).toBeNull();
    expect(parseMoneyInput('99999999999999999999', USD)).toBeNull();
  });

  it('accepts a comma-decimal locale and a lone dot in it', () => {
    expect(parseMoneyInput('1.234,5', USD, 'de-DE')).toBe(123450);
    expect(parseMoneyInput('1234,5', USD, 'de-DE')).toBe(123450);
    expect(parseMoneyInput('1234.5', USD, 'de-DE')).toBe(123450);
    expect(parseMoneyInput('1.234.567', USD, 'de-DE')).toBe(123456700);
  });

  it('writes minor units back with the fraction digits', () => {
    expect(minorToInput(123450, USD)).toBe('1234.50');
    expect(minorToInput(5, USD)).toBe('0.05');
    expect(minorToInput(-325, USD)).toBe('-3.25');
    expect(minorToInput(1500, JPY)).toBe('1500');
    expect(minorToInput(123450, USD, 'de-DE')).toBe('1234,50');
    expect(parseMoneyInput(minorToInput(123450, USD), USD)).toBe(123450);
  });
});

describe('percentage input', () => {
  it('keeps whole numbers 0 to 100', () => {
    expect(parsePercentageInput('15')).toBe(15);
    expect(parsePercentageInput('150')).toBe(100);
    expect(parsePercentageInput('-5')).toBe(5);
    expect(parsePercentageInput('0')).toBe(0);
    expect(parsePercentageInput('')).toBeNull();
  });
});
