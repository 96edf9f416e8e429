import type { ReactNode } from 'react';
import { Text } from '@radix-ui/themes';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: string;
  description?: string;
  action?: ReactNode;
  /** Addition to the contract: an illustration or icon above the title (decorative). */
  icon?: ReactNode;
}

/**
 * "Nothing here yet" block. The title is bold text, not a heading: it appears inside tables and cards
 * where a heading would break the page's outline.
 */
export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon ? (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Text as="p" size="3" weight="bold">
        {title}
      </Text>
      {description ? (
        <Text as="p" size="2" color="gray">
          {description}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
