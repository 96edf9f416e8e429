import { Text, VisuallyHidden } from '@radix-ui/themes';
import { ExternalLinkIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import type { ProfileMenuItem } from './types';
import * as styles from './ProfileMenu.css';

/** An item's icon, label and, for a link to another site, the "opens in a new tab" hint. */
export function ItemContent({ item }: { item: ProfileMenuItem }) {
  const messages = useUiMessages(defaultCoreMessages);
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

/** Name, and the email below it when it says something more. */
export function Identity({ name, email }: { name: string; email: string }) {
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
