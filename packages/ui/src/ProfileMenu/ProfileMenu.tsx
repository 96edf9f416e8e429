import { useState } from 'react';
import { Avatar } from '../Avatar';
import { ChevronDownIcon } from '../icons';
import { LazyPopup, lazyComponent, type PopupComponent } from '../lazy';
import { media } from '../theme/breakpoints';
import { useMediaQuery } from '../theme/use-media-query';
import type { ProfileMenuItem, ProfileMenuPopupProps } from './types';
import * as styles from './ProfileMenu.css';

export type { ProfileMenuItem } from './types';

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

// Each form of the menu is a module of its own, loaded when someone heads for the trigger: the shell
// shows the trigger on every page, and its Radix code (menu, popper, dialog, focus and scroll locks)
// would otherwise weigh on every first load for a menu that most visits never open.
const dropdown = lazyComponent<PopupComponent<ProfileMenuPopupProps>>(
  () => import('./ProfileMenuDropdown'),
);
const panel = lazyComponent<PopupComponent<ProfileMenuPopupProps>>(
  () => import('./ProfileMenuPanel'),
);

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
    <button type="button" className={styles.trigger} data-tour="profile">
      <Avatar src={imageSrc} initials={initials} size="2" />
      <span className={styles.triggerName}>{name}</span>
      <ChevronDownIcon className={styles.chevron} />
    </button>
  );
  const props = { open, onOpenChange: setOpen, name, email, imageSrc, initials, items };

  return isWide ? (
    <LazyPopup popup={dropdown} kind="menu" trigger={trigger} props={props} />
  ) : (
    <LazyPopup popup={panel} kind="dialog" trigger={trigger} props={props} />
  );
}
