import { DropdownMenu, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon, ChevronDownIcon, ExternalLinkIcon, StoreIcon } from '../icons';
import { useUiMessages } from '../messages';
import * as styles from './StoreSwitcher.css';

export interface StoreSummary {
  id: string;
  host: string;
  name: string;
}

export interface StoreSwitcherProps {
  stores: StoreSummary[];
  currentId: string;
  /** Each store is a link to its own admin, on its own host. */
  storeHref: (store: StoreSummary) => string;
  /** The manage-stores page, opened in a new tab. */
  manageHref: string;
  manageLabel?: string;
}

/**
 * Switches between the account's stores. Store links are plain anchors on purpose: each store's admin
 * lives on another host, which no in-app router can reach.
 */
export function StoreSwitcher({
  stores,
  currentId,
  storeHref,
  manageHref,
  manageLabel,
}: StoreSwitcherProps) {
  const messages = useUiMessages();
  const current = stores.find((store) => store.id === currentId);
  return (
    // Non-modal for the same reason as ProfileMenu: no page-wide aria-hidden for a small menu.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger>
        <button type="button" className={styles.trigger}>
          <StoreIcon className={styles.triggerIcon} />
          <span className={styles.triggerText}>
            <VisuallyHidden>{`${messages.currentStore}: `}</VisuallyHidden>
            {current?.name ?? current?.host ?? messages.storeSwitcherLabel}
          </span>
          <ChevronDownIcon className={styles.triggerIcon} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" className={styles.content}>
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
            {manageLabel ?? messages.manageStores}
            <ExternalLinkIcon className={styles.external} />
            <VisuallyHidden>{` ${messages.opensInNewTab}`}</VisuallyHidden>
          </a>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
