import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Heading, IconButton } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { ArrowLeftIcon, CloseIcon } from '../icons';
import { isModifiedClick, UiLink } from '../link';
import { defaultCoreMessages, defaultFormMessages, useUiMessages } from '../messages';
import { media } from '../theme/breakpoints';
import { PortalTheme } from '../theme/PortalTheme';
import { useMediaQuery } from '../theme/use-media-query';
import * as styles from './SettingsModal.css';

// Its phone layout has the shell's Back button.
const MESSAGES = { ...defaultFormMessages, back: defaultCoreMessages.back };

/** One entry of the settings sidebar. */
export interface SettingsNavItem {
  id: string;
  label: string;
  /** Followed through the app's router (UiLinkProvider). */
  href: string;
  icon?: ReactNode;
  /** The user lacks the policy: shown, but as a non-link with `aria-disabled="true"`. */
  disabled?: boolean;
}

export interface SettingsModalProps {
  /** Dialog title, e.g. "Settings". */
  title: string;
  /** The sidebar entries (SPEC §2 Settings: general, staff, plans, …). */
  items: SettingsNavItem[];
  /** The current path: the entry whose href it equals or starts with (`href + "/"`) is current. */
  currentPath: string;
  /** The close button and Escape call it; going back to where the user came from is the app's job. */
  onClose: () => void;
  /** Called when an entry is followed in this tab. */
  onNavigate?: (item: SettingsNavItem) => void;
  /** The settings page. */
  children: ReactNode;
}

function findCurrent(items: SettingsNavItem[], path: string): SettingsNavItem | undefined {
  let best: SettingsNavItem | undefined;
  for (const item of items) {
    const matches = path === item.href || path.startsWith(`${item.href.replace(/\/$/, '')}/`);
    if (matches && (!best || item.href.length > best.href.length)) best = item;
  }
  return best;
}

/**
 * Settings as a full-screen modal overlay with its own sidebar (SPEC §2). The content is at most 1064 px
 * wide. Below 768 px the sidebar list is the first screen; choosing an entry shows its page with a Back
 * control to the list. Focus is trapped as in any modal dialog and Escape closes it (`onClose`); when
 * the modal goes away, focus returns to what had it when the modal opened, if that is still there.
 */
export function SettingsModal({
  title,
  items,
  currentPath,
  onClose,
  onNavigate,
  children,
}: SettingsModalProps) {
  const messages = useUiMessages(MESSAGES);
  // Settings opens from a link, not a Dialog.Trigger, so Radix has nothing to return focus to:
  // the modal remembers what had focus when it opened and goes back there when it goes away.
  const opener = useRef(typeof document === 'undefined' ? null : document.activeElement);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };
  const narrow = useMediaQuery(media.down.md);
  const current = findCurrent(items, currentPath);
  // The path on which the user asked for the list (narrow screens); navigating anywhere shows content.
  const [listShownAt, setListShownAt] = useState<string | null>(null);
  const showList = !current || listShownAt === currentPath;
  const view = narrow ? (showList ? 'list' : 'content') : 'both';

  const follow = (item: SettingsNavItem) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (isModifiedClick(event)) return;
    setListShownAt(null);
    onNavigate?.(item);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <PortalTheme>
          <Dialog.Content
            className={styles.modal}
            aria-describedby={undefined}
            data-view={view}
            onCloseAutoFocus={returnFocus}
          >
            <div className={styles.topBar}>
              {view === 'content' ? (
                <Button
                  variant="ghost"
                  color="gray"
                  className={styles.back}
                  onClick={() => setListShownAt(currentPath)}
                >
                  <ArrowLeftIcon />
                  {messages.back}
                </Button>
              ) : null}
              <Dialog.Title asChild>
                <Heading as="h2" size="4" className={styles.title}>
                  {title}
                </Heading>
              </Dialog.Title>
              <Dialog.Close asChild>
                <IconButton variant="ghost" color="gray" aria-label={messages.closeSettings}>
                  <CloseIcon />
                </IconButton>
              </Dialog.Close>
            </div>
            <div className={styles.body}>
              {view !== 'content' ? (
                <nav aria-label={messages.settingsNavigation} className={styles.sidebar}>
                  <ul className={styles.list}>
                    {items.map((item) => (
                      <li key={item.id}>
                        {item.disabled ? (
                          <span className={styles.entry} aria-disabled="true">
                            {item.icon ? (
                              <span className={styles.icon} aria-hidden="true">
                                {item.icon}
                              </span>
                            ) : null}
                            {item.label}
                          </span>
                        ) : (
                          <UiLink
                            href={item.href}
                            className={styles.entry}
                            aria-current={item === current ? 'page' : undefined}
                            onClick={follow(item)}
                          >
                            {item.icon ? (
                              <span className={styles.icon} aria-hidden="true">
                                {item.icon}
                              </span>
                            ) : null}
                            {item.label}
                          </UiLink>
                        )}
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
              {view !== 'list' ? (
                <div className={styles.content}>
                  <div className={styles.contentInner}>{children}</div>
                </div>
              ) : null}
            </div>
          </Dialog.Content>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
