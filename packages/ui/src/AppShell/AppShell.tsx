import { useEffect, type ReactNode } from 'react';
import { Loaded, loadForUser } from '../lazy';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { media } from '../theme/breakpoints';
import { useMediaQuery } from '../theme/use-media-query';
import { navigationDrawer } from './lazy-drawer';
import * as styles from './AppShell.css';

export interface AppShellProps {
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /**
   * False leaves the page usable while the drawer is open (no focus trap, no dimmed overlay, a click
   * outside does not close it): for a guided tour whose tooltip points into the drawer. Default true.
   */
  drawerModal?: boolean;
}

/**
 * The frame of every signed-in page. From 768 px the sidebar is fixed at the inline start; below it the
 * sidebar lives in a modal drawer (NavigationDrawer), whose code loads when it is first wanted: the
 * Header's hamburger starts it on intent, and opening the drawer before it has come shows it once it has.
 */
export function AppShell({
  sidebar,
  header,
  children,
  drawerOpen,
  onDrawerOpenChange,
  drawerModal = true,
}: AppShellProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const isDesktop = useMediaQuery(media.up.md);
  const showDrawer = drawerOpen && !isDesktop;

  // Growing the window past 768 px turns the drawer into the fixed sidebar: tell the app it is closed,
  // or its hamburger would keep announcing aria-expanded="true".
  useEffect(() => {
    if (isDesktop && drawerOpen) onDrawerOpenChange(false);
  }, [isDesktop, drawerOpen, onDrawerOpenChange]);

  // Opened before its code came (or without the hamburger): load it now; it opens when it arrives.
  useEffect(() => {
    if (showDrawer) void loadForUser(navigationDrawer.load);
  }, [showDrawer]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {messages.skipToContent}
      </a>
      {isDesktop ? (
        <div className={styles.sidebarSlot} data-part="sidebar">
          {sidebar}
        </div>
      ) : null}
      <Loaded
        component={navigationDrawer}
        props={{
          open: showDrawer,
          onOpenChange: onDrawerOpenChange,
          modal: drawerModal,
          children: sidebar,
        }}
      />
      <div className={styles.content}>
        {header}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
