import type { ReactElement } from 'react';
import { Theme } from '@radix-ui/themes';
import { Direction } from 'radix-ui';
import { shopThemeClass } from './tokens.css';

/**
 * Content portalled to `document.body` leaves the provider's element, so it would lose the Radix Themes
 * variables, the kit tokens and the text direction. This re-applies all three on the portalled child
 * (the same trick Radix Themes uses for its own Dialog and DropdownMenu).
 */
export function PortalTheme({ children }: { children: ReactElement }) {
  const dir = Direction.useDirection();
  return (
    <Theme asChild className={shopThemeClass} {...{ dir }}>
      {children}
    </Theme>
  );
}
