import { useEffect, useRef, type ReactNode } from 'react';
import { IconButton } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../icons';
import { useUiMessages } from '../messages';
import { media } from '../theme/breakpoints';
import { PortalTheme } from '../theme/PortalTheme';
import { useMediaQuery } from '../theme/useMediaQuery';
import * as styles from './AppShell.css';

export interface AppShellProps {
  sidebar: ReactNode;
  header: ReactNode;
  children: ReactNode;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
}

/**
 * The frame of every signed-in page. From 768 px the sidebar is fixed at the inline start; below it the
 * sidebar lives in a modal drawer (Radix Dialog: focus trapped, Escape and the overlay close it, focus goes
 * back to whatever opened it — normally the header's hamburger).
 */
export function AppShell({
  sidebar,
  header,
  children,
  drawerOpen,
  onDrawerOpenChange,
}: AppShellProps) {
  const messages = useUiMessages();
  const isDesktop = useMediaQuery(media.up.md);
  const opener = useRef<HTMLElement | null>(null);

  // Growing the window past 768 px turns the drawer into the fixed sidebar: tell the app it is closed,
  // or its hamburger would keep announcing aria-expanded="true".
  useEffect(() => {
    if (isDesktop && drawerOpen) onDrawerOpenChange(false);
  }, [isDesktop, drawerOpen, onDrawerOpenChange]);

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
      <Dialog.Root open={drawerOpen && !isDesktop} onOpenChange={onDrawerOpenChange}>
        <Dialog.Portal>
          <PortalTheme>
            <div className={styles.drawerLayer}>
              <Dialog.Overlay className={styles.overlay} />
              <Dialog.Content
                className={styles.drawer}
                aria-describedby={undefined}
                onOpenAutoFocus={() => {
                  // Still the element that opened the drawer: remember it, Radix only knows its own Trigger.
                  opener.current = document.activeElement as HTMLElement | null;
                }}
                onCloseAutoFocus={(event) => {
                  event.preventDefault();
                  opener.current?.focus();
                  opener.current = null;
                }}
              >
                <Dialog.Title className={styles.visuallyHidden}>
                  {messages.mainNavigation}
                </Dialog.Title>
                <div className={styles.drawerClose}>
                  <Dialog.Close asChild>
                    <IconButton variant="ghost" color="gray" aria-label={messages.closeNavigation}>
                      <CloseIcon />
                    </IconButton>
                  </Dialog.Close>
                </div>
                {sidebar}
              </Dialog.Content>
            </div>
          </PortalTheme>
        </Dialog.Portal>
      </Dialog.Root>
      <div className={styles.content}>
        {header}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
    </div>
  );
}
