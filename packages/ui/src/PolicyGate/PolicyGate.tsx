import type { ReactNode } from 'react';
import { Heading, Link, Text } from '@radix-ui/themes';
import { LockIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { Skeleton } from '../Skeleton';
import * as styles from './PolicyGate.css';

export interface PolicyGateProps {
  allowed: boolean;
  loading?: boolean;
  fallback?: ReactNode;
  /** Who to ask: the account owner's name and e-mail (shown with a mailto link). */
  owner?: { name: string; email: string } | null;
  children: ReactNode;
}

/**
 * Shows its children only to a user holding the policy. Without it the children are not rendered at all
 * (no data request, nothing to reveal in the DOM): a settled notice with a lock takes the page's place,
 * with the two sentences of SPEC §2 and who the owner is. Nothing in it moves or imitates a page, so it
 * never reads as a page still loading. The server enforces the same policy; this is only the UI side.
 */
export function PolicyGate({
  allowed,
  loading = false,
  fallback,
  owner,
  children,
}: PolicyGateProps) {
  const messages = useUiMessages(defaultCoreMessages);
  if (loading) {
    return <div aria-busy="true">{fallback ?? <Skeleton height="20px" lines={6} />}</div>;
  }
  if (allowed) return <>{children}</>;
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
