import type { ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import { shopThemeClass } from './tokens.css';
import { root } from './common.css';

export type Appearance = 'light' | 'dark' | 'inherit';

export interface ShopThemeProviderProps {
  appearance?: Appearance;
  dir?: 'ltr' | 'rtl';
  children: ReactNode;
}

/**
 * The kit's single root: Radix Themes with the product's fixed choices (blue accent, slate gray, medium
 * radius) plus the vanilla-extract class that defines the kit's own tokens.
 *
 * Radix Themes' root hard-codes a left-to-right `Direction.Provider`; we nest our own so menus, dialogs
 * and keyboard navigation follow `dir` as well as the CSS does.
 */
export function ShopThemeProvider({
  appearance = 'inherit',
  dir = 'ltr',
  children,
}: ShopThemeProviderProps) {
  return (
    <Theme
      accentColor="blue"
      grayColor="slate"
      radius="medium"
      appearance={appearance}
      // Radix Themes leaves `dir` out of its prop types but forwards it to its element.
      {...{ dir }}
      className={`${shopThemeClass} ${root}`}
    >
      <Direction.Provider dir={dir}>{children}</Direction.Provider>
    </Theme>
  );
}
