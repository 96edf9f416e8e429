import { DropdownMenu, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, ExternalLinkIcon } from '../icons';
import type { PopupTriggerProps } from '../lazy';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { shopThemeClass } from '../theme/tokens.css';
import type { StoreMenuProps } from './types';
import * as styles from './StoreSwitcher.css';

/**
 * The store switcher's menu, loaded with `import()` when someone heads for its trigger (see
 * StoreSwitcher). Store links are plain anchors on purpose: each store's admin lives on another host,
 * which no in-app router can reach.
 */
export default function StoreMenu({
  trigger,
  stores,
  currentId,
  storeHref,
  manageHref,
  manageLabel,
}: StoreMenuProps & PopupTriggerProps) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    // Non-modal for the same reason as ProfileMenu: no page-wide aria-hidden for a small menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" className={`${styles.content} ${shopThemeClass}`}>
        <DropdownMenu.Label className={styles.label}>
          {messages.storeSwitcherLabel}
        </DropdownMenu.Label>
        <DropdownMenu.Group className={styles.list}>
          {stores.map((store) => {
            const isCurrent = store.id === currentId;
            return (
              <DropdownMenu.Item key={store.id} asChild>
                <a
                  href={storeHref(store)}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={styles.store}
                >
                  <span className={styles.storeText}>
                    <span className={styles.host}>{store.host}</span>
                    {store.name && store.name !== store.host ? (
                      <span className={styles.name}>{store.name}</span>
                    ) : null}
                  </span>
                  {isCurrent ? <CheckIcon className={styles.check} /> : null}
                </a>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Group>
        <DropdownMenu.Separator />
        <DropdownMenu.Item asChild>
          <a href={manageHref} target="_blank" rel="noopener noreferrer">
            {manageLabel}
            <ExternalLinkIcon className={styles.external} />
            <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
