import { useState, type ReactNode } from 'react';
import { Button, DropdownMenu, Text, VisuallyHidden } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { Avatar } from '../Avatar';
import { ArrowLeftIcon, ChevronDownIcon, ExternalLinkIcon } from '../icons';
import { isModifiedClick, UiLink } from '../link';
import { useUiMessages } from '../messages';
import { media } from '../theme/breakpoints';
import { PortalTheme } from '../theme/PortalTheme';
import { useMediaQuery } from '../theme/useMediaQuery';
import * as styles from './ProfileMenu.css';

export interface ProfileMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link item; `external` opens it in a new tab. */
  href?: string;
  external?: boolean;
  /** An action item (take a tour, log out). */
  onSelect?: () => void;
  separatorBefore?: boolean;
}

export interface ProfileMenuProps {
  /** First + last name, or the email when there is no name. */
  name: string;
  email: string;
  imageSrc?: string | null;
  initials: string;
  items: ProfileMenuItem[];
  /** When this changes (the app passes the current location) the menu closes. */
  closeKey?: string;
}

function ItemContent({ item }: { item: ProfileMenuItem }) {
  const messages = useUiMessages();
  return (
    <>
      {item.icon ? (
        <span className={styles.itemIcon} aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      <span className={styles.itemLabel}>{item.label}</span>
      {item.external ? (
        <>
          <ExternalLinkIcon className={styles.external} />
          <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
        </>
      ) : null}
    </>
  );
}

function Identity({ name, email }: { name: string; email: string }) {
  return (
    <span className={styles.identity}>
      <Text as="span" size="2" weight="bold" className={styles.ellipsis}>
        {name}
      </Text>
      {email && email !== name ? (
        <Text as="span" size="1" color="gray" className={styles.ellipsis}>
          {email}
        </Text>
      ) : null}
    </span>
  );
}

/**
 * The account menu in the header. From 640 px it is a dropdown aligned to the bottom-end of its trigger;
 * on phones the same items live in a 240 px side panel sliding in from the inline end, with a Back button.
 */
export function ProfileMenu({
  name,
  email,
  imageSrc,
  initials,
  items,
  closeKey,
}: ProfileMenuProps) {
  const messages = useUiMessages();
  const isWide = useMediaQuery(media.up.sm);
  const [open, setOpen] = useState(false);
  const [previousCloseKey, setPreviousCloseKey] = useState(closeKey);
  // A navigation happened (the app changed closeKey): close during render so the new page never shows
  // a stale open menu.
  if (closeKey !== previousCloseKey) {
    setPreviousCloseKey(closeKey);
    setOpen(false);
  }

  const trigger = (
    <button type="button" className={styles.trigger}>
      <Avatar src={imageSrc} initials={initials} size="2" />
      <span className={styles.triggerName}>{name}</span>
      <ChevronDownIcon className={styles.chevron} />
    </button>
  );

  if (isWide) {
    return (
      // Non-modal: a header menu needs no focus trap, and a modal one would hide the whole page from
      // assistive technology (aria-hidden) while it is open. Radix names the menu after its trigger.
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
        <DropdownMenu.Content side="bottom" align="end" className={styles.menu}>
          <div className={styles.menuIdentity}>
            <Identity name={name} email={email} />
          </div>
          <DropdownMenu.Separator />
          {items.map((item) => (
            <MenuEntry key={item.id} item={item} />
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    );
  }

  const close = () => setOpen(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <PortalTheme>
          <div className={styles.layer}>
            <Dialog.Overlay className={styles.overlay} />
            <Dialog.Content className={styles.panel} aria-describedby={undefined}>
              <div className={styles.panelHeader}>
                <Dialog.Close asChild>
                  <Button variant="ghost" color="gray" size="2">
                    <ArrowLeftIcon />
                    {messages.back}
                  </Button>
                </Dialog.Close>
                <Dialog.Title className={styles.panelTitle}>
                  {messages.profileMenuLabel}
                </Dialog.Title>
              </div>
              <div className={styles.panelIdentity}>
                <Avatar src={imageSrc} initials={initials} size="3" />
                <Identity name={name} email={email} />
              </div>
              <ul className={styles.panelList}>
                {items.map((item) => (
                  <li key={item.id} className={item.separatorBefore ? styles.separated : undefined}>
                    <PanelEntry item={item} onDone={close} />
                  </li>
                ))}
              </ul>
            </Dialog.Content>
          </div>
        </PortalTheme>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MenuEntry({ item }: { item: ProfileMenuItem }) {
  let entry: ReactNode;
  if (item.href && item.external) {
    entry = (
      <DropdownMenu.Item asChild>
        <a href={item.href} target="_blank" rel="noopener noreferrer">
          <ItemContent item={item} />
        </a>
      </DropdownMenu.Item>
    );
  } else if (item.href) {
    entry = (
      <DropdownMenu.Item asChild>
        <UiLink href={item.href}>
          <ItemContent item={item} />
        </UiLink>
      </DropdownMenu.Item>
    );
  } else {
    entry = (
      <DropdownMenu.Item onSelect={() => item.onSelect?.()}>
        <ItemContent item={item} />
      </DropdownMenu.Item>
    );
  }
  return (
    <>
      {item.separatorBefore ? <DropdownMenu.Separator /> : null}
      {entry}
    </>
  );
}

function PanelEntry({ item, onDone }: { item: ProfileMenuItem; onDone: () => void }) {
  if (item.href && item.external) {
    return (
      <a className={styles.panelEntry} href={item.href} target="_blank" rel="noopener noreferrer">
        <ItemContent item={item} />
      </a>
    );
  }
  if (item.href) {
    return (
      <UiLink
        className={styles.panelEntry}
        href={item.href}
        onClick={(event) => {
          if (!isModifiedClick(event)) onDone();
        }}
      >
        <ItemContent item={item} />
      </UiLink>
    );
  }
  return (
    <button
      type="button"
      className={styles.panelEntry}
      onClick={() => {
        onDone();
        item.onSelect?.();
      }}
    >
      <ItemContent item={item} />
    </button>
  );
}
