import { describe, expect, it } from 'vitest';
import {
  BLACK,
  contrastRatio,
  isHexColor,
  parseHex,
  passesAA,
  relativeLuminance,
  WHITE,
} from './contrast';

describe('WCAG contrast', () => {
  it('reads #rrggbb only', () => {
    expect(parseHex('#1A7f5a')).toEqual([0x1a, 0x7f, 0x5a]);
    expect(parseHex('1a7f5a')).toBeNull();
    expect(parseHex('#fff')).toBeNull();
    expect(isHexColor('#abcdeg')).toBe(false);
  });

  it('gives white and black their luminance and the full 21:1 between them', () => {
    expect(relativeLuminance(WHITE)).toBe(1);
    expect(relativeLuminance(BLACK)).toBe(0);
    expect(contrastRatio(WHITE, BLACK)).toBe(21);
    expect(contrastRatio(BLACK, WHITE)).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches the ratios WCAG checkers report', () => {
    // WebAIM's contrast checker: #767676 on white 4.54:1, #777777 4.48:1, #0f766e 5.47:1,
    // #ffcc00 on black 13.89:1.
    expect(contrastRatio('#767676', WHITE)).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', WHITE)).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#0f766e', WHITE)).toBeCloseTo(5.47, 2);
    expect(contrastRatio('#ffcc00', BLACK)).toBeCloseTo(13.89, 2);
  });

  it('passes AA at 4.5:1 for body text, 3:1 for large text', () => {
    expect(passesAA(contrastRatio('#767676', WHITE))).toBe(true);
    expect(passesAA(contrastRatio('#777777', WHITE))).toBe(false);
    expect(passesAA(4.499)).toBe(false);
    expect(passesAA(3.2, 3)).toBe(true);
  });
});
