import { useRef, type ReactNode } from 'react';
import { IconButton } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { CloseIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { PortalTheme } from '../theme/PortalTheme';
import * as styles from './AppShell.css';

export interface NavigationDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** See AppShellProps.drawerModal. */
  modal?: boolean;
  /** The sidebar. */
  children: ReactNode;
}

/**
 * The sidebar below 768 px: a modal drawer (Radix Dialog: focus trapped, Escape and the overlay close
 * it, focus goes back to whatever opened it — normally the header's hamburger). Loaded with `import()`
 * when the hamburger is headed for, or when the app opens the drawer (see AppShell).
 */
export default function NavigationDrawer({
  open,
  onOpenChange,
  modal = true,
  children,
}: NavigationDrawerProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <Dialog.Portal>
        <PortalTheme>
          <div className={styles.drawerLayer}>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content
              className={styles.drawer}
              aria-describedby={undefined}
              onOpenAutoFocus={(event) => {
                // Still the element that opened the drawer: remember it, Radix only knows its own Trigger.
                opener.current = document.activeElement as HTMLElement | null;
                // Not modal: whatever opened it (a tour's tooltip) keeps the focus.
                if (!modal) event.preventDefault();
              }}
              // Not modal: a click or focus elsewhere (the tour's tooltip) leaves it open.
              onInteractOutside={modal ? undefined : (event) => event.preventDefault()}
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
              {children}
            </Dialog.Content>
          </div>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
