import { Heading, Link, Text } from '@radix-ui/themes';
import { LockIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import type { PolicyGateProps } from './PolicyGate';
import * as styles from './PolicyGate.css';

/** What a user without the policy sees in the page's place (PolicyGate), loaded only then. */
export default function PermissionNotice({ owner }: Pick<PolicyGateProps, 'owner'>) {
  const messages = useUiMessages(defaultCoreMessages);
  return (
    <div className={styles.root}>
      <div className={styles.notice}>
        <span className={styles.badge}>
          <LockIcon size={24} />
        </span>
        <Heading as="h2" size="4">
          {messages.permissionTitle}
        </Heading>
        <Text as="p" size="2" color="gray">
          {messages.permissionDescription}
        </Text>
        {owner ? (
          <Text as="p" size="2">
            {`${messages.permissionOwner} ${owner.name ? `${owner.name}, ` : ''}`}
            <Link href={`mailto:${owner.email}`} underline="always">
              {owner.email}
            </Link>
          </Text>
        ) : null}
      </div>
    </div>
  );
}
