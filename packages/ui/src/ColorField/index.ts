export { ColorField } from './ColorField';
export type { ColorFieldProps } from './ColorField';
export { ContrastCheck } from './ContrastCheck';
export type { ColorContrastLabels, ContrastCheckProps } from './ContrastCheck';
export {
  AA_LARGE_TEXT,
  AA_NORMAL_TEXT,
  contrastRatio,
  isHexColor,
  passesAA,
  relativeLuminance,
} from './contrast';
