import type { ReactNode } from 'react';
import { Card, Heading, Text } from '@radix-ui/themes';
import { LockIcon } from '../icons';
import { defaultCoreMessages, useUiMessages } from '../messages';
import { Skeleton } from '../Skeleton';
import * as styles from './PolicyGate.css';

export interface PolicyGateProps {
  allowed: boolean;
  loading?: boolean;
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Shows its children only to a user holding the policy. Without it the children are not rendered at all
 * (no data request, nothing to reveal in the DOM): a blurred, decorative imitation of a page sits behind a
 * card with the two sentences of SPEC §2. The server enforces the same policy; this is only the UI side.
 */
export function PolicyGate({ allowed, loading = false, fallback, children }: PolicyGateProps) {
  const messages = useUiMessages(defaultCoreMessages);
  if (loading) {
    return <div aria-busy="true">{fallback ?? <Skeleton height="20px" lines={6} />}</div>;
  }
  if (allowed) return <>{children}</>;
  return (
    <div className={styles.root}>
      {/* Decorative only: hidden from assistive technology and unreachable by keyboard or pointer. */}
      <div className={styles.placeholder} aria-hidden="true" inert>
        <div className={styles.fakeTitle} />
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={styles.fakeRow} />
        ))}
      </div>
      <div className={styles.overlay}>
        <Card size="3" className={styles.card}>
          <LockIcon size={24} className={styles.icon} />
          <Heading as="h2" size="4">
            {messages.permissionTitle}
          </Heading>
          <Text as="p" size="2" color="gray">
            {messages.permissionDescription}
          </Text>
        </Card>
      </div>
    </div>
  );
}
