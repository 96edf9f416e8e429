import type { ReactNode } from 'react';
import { DropdownMenu } from '@radix-ui/themes';
import type { PopupTriggerProps } from '../lazy';
import { UiLink } from '../link';
import { Identity, ItemContent } from './ProfileMenuParts';
import type { ProfileMenuItem, ProfileMenuPopupProps } from './types';
import * as styles from './ProfileMenu.css';

/**
 * The profile menu from 640 px: a dropdown aligned to the bottom-end of its trigger. Loaded with
 * `import()` when someone heads for the trigger (see ProfileMenu).
 */
export default function ProfileMenuDropdown({
  trigger,
  open,
  onOpenChange,
  name,
  email,
  items,
}: ProfileMenuPopupProps & PopupTriggerProps) {
  return (
    // Non-modal: a header menu needs no focus trap, and a modal one would hide the whole page from
    // assistive technology (aria-hidden) while it is open. Radix names the menu after its trigger.
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
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
