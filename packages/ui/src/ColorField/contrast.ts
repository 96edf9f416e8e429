/**
 * WCAG 2.x contrast: the relative luminance of an sRGB colour and the ratio between two colours,
 * from 1:1 to 21:1. Level AA asks 4.5:1 for body text and 3:1 for large text (18 pt, or 14 pt bold)
 * and for the parts of controls.
 */

export const AA_NORMAL_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

export const WHITE = '#ffffff';
export const BLACK = '#000000';

const HEX = /^#([0-9a-f]{6})$/i;

/** `#rrggbb` as 0-255 channels, or null for anything else. */
export function parseHex(color: string): [number, number, number] | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const n = Number.parseInt(match[1]!, 16);
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
}

/** Whether `color` is a full `#rrggbb` colour (what a native colour input takes). */
export function isHexColor(color: string): boolean {
  return parseHex(color) !== null;
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(color: string): number {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${color}`);
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21 (the same whichever is the text). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Whether the ratio passes AA for body text. Compared at two decimals, as checkers report it, so
 * 4.499 (shown as 4.5) does not pass while the screen says 4.5.
 */
export function passesAA(ratio: number, threshold = AA_NORMAL_TEXT): boolean {
  return Math.floor(ratio * 100) / 100 >= threshold;
}
