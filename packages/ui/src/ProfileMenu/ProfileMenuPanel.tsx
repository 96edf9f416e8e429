import { Button } from '@radix-ui/themes';
import { Dialog } from 'radix-ui';
import { Avatar } from '../Avatar';
import { ArrowLeftIcon } from '../icons';
import type { PopupTriggerProps } from '../lazy';
import { isModifiedClick, UiLink } from '../link';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { PortalTheme } from '../theme/PortalTheme';
import { Identity, ItemContent } from './ProfileMenuParts';
import type { ProfileMenuItem, ProfileMenuPopupProps } from './types';
import * as styles from './ProfileMenu.css';

/**
 * The profile menu below 640 px: the same items in a 240 px side panel sliding in from the inline end,
 * with a Back button. Loaded with `import()` when someone heads for the trigger (see ProfileMenu).
 */
export default function ProfileMenuPanel({
  trigger,
  open,
  onOpenChange,
  name,
  email,
  imageSrc,
  initials,
  items,
}: ProfileMenuPopupProps & PopupTriggerProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
