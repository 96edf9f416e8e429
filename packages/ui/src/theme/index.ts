export { ShopThemeProvider } from './ShopThemeProvider';
export type { Appearance, ShopThemeProviderProps } from './ShopThemeProvider';
export { breakpoints, media } from './breakpoints';
export type { Breakpoint } from './breakpoints';
export { useMediaQuery } from './use-media-query';
export { vars, radix, shop, shopThemeClass } from './tokens.css';
