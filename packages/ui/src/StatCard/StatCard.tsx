import type { ReactNode } from 'react';
import { Card, Text } from '@radix-ui/themes';
import { Skeleton } from '../Skeleton';
import * as styles from './StatCard.css';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  loading?: boolean;
}

/** One figure of the dashboard: a label over a large value (a skeleton while it loads). */
export function StatCard({ label, value, loading = false }: StatCardProps) {
  return (
    <Card size="2" className={styles.card} aria-busy={loading || undefined}>
      <Text as="p" size="2" color="gray" className={styles.label}>
        {label}
      </Text>
      {loading ? (
        <div className={styles.value}>
          {/* One line of the size-6 value exactly: nothing below moves when the figure arrives. */}
          <Skeleton height="var(--line-height-6)" width="60%" />
        </div>
      ) : (
        <Text as="p" size="6" weight="bold" className={styles.value}>
          {value}
        </Text>
      )}
    </Card>
  );
}
