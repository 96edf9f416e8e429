import { VisuallyHidden } from '@radix-ui/themes';
import { ChevronDownIcon, StoreIcon } from '../icons';
import { LazyPopup, lazyComponent, type PopupComponent } from '../lazy';
import { defaultCoreMessages, useUiMessages } from '../messages';
import type { StoreMenuProps, StoreSummary } from './types';
import * as styles from './StoreSwitcher.css';

export type { StoreSummary } from './types';

export interface StoreSwitcherProps {
  stores: StoreSummary[];
  currentId: string;
  /** Each store is a link to its own admin, on its own host. */
  storeHref: (store: StoreSummary) => string;
  /** The manage-stores page, opened in a new tab. */
  manageHref: string;
  manageLabel?: string;
}

// The menu's Radix code loads when someone heads for the trigger, not with every page of the shell.
const storeMenu = lazyComponent<PopupComponent<StoreMenuProps>>(() => import('./StoreMenu'));

/** Switches between the account's stores: the current store, and a menu of the others. */
export function StoreSwitcher({
  stores,
  currentId,
  storeHref,
  manageHref,
  manageLabel,
}: StoreSwitcherProps) {
  const messages = useUiMessages(defaultCoreMessages);
  const current = stores.find((store) => store.id === currentId);
  return (
    <LazyPopup
      popup={storeMenu}
      kind="menu"
      trigger={
        <button type="button" className={styles.trigger}>
          <StoreIcon className={styles.triggerIcon} />
          <span className={styles.triggerText}>
            <VisuallyHidden>{`${messages.currentStore}: `}</VisuallyHidden>
            {current?.name ?? current?.host ?? messages.storeSwitcherLabel}
          </span>
          <ChevronDownIcon className={styles.triggerIcon} />
        </button>
      }
      props={{
        stores,
        currentId,
        storeHref,
        manageHref,
        manageLabel: manageLabel ?? messages.manageStores,
      }}
    />
  );
}
