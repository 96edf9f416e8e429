import type { ReactNode } from 'react';
import { IconButton } from '@radix-ui/themes';
import { navigationDrawer } from '../AppShell/lazy-drawer';
import { MenuIcon } from '../icons';
import { loadOnIntent } from '../lazy';
import { defaultCoreMessages, useUiMessages } from '../messages';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The hamburger (only visible below 768 px) calls this. */
  onOpenNavigation: () => void;
  navigationOpen: boolean;
  /** E.g. page context. */
  start?: ReactNode;
  /** Wallet block, profile menu. */
  end?: ReactNode;
}

const drawerIntent = loadOnIntent(navigationDrawer.load);

/** The sticky top bar of the shell (the page's banner landmark). */
export function Header({ onOpenNavigation, navigationOpen, start, end }: HeaderProps) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    <header className={styles.header} data-tour="header">
      <IconButton
        variant="ghost"
        color="gray"
        size="2"
        className={styles.hamburger}
        aria-label={messages.openNavigation}
        aria-expanded={navigationOpen}
        aria-haspopup="dialog"
        onClick={onOpenNavigation}
        // The AppShell's drawer loads its code when first wanted: start as soon as a hand heads here.
        {...drawerIntent}
      >
        <MenuIcon size={18} />
      </IconButton>
      <div className={styles.start}>{start}</div>
      <div className={styles.end}>{end}</div>
    </header>
  );
}
