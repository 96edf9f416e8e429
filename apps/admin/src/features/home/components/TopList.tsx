import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, Skeleton } from '@shop/ui';
import { TOP_LIST_SIZE } from '../constants';
import { BlockError } from './BlockError';
import { DashboardBlock } from './DashboardBlock';
import * as styles from './home.css';

export interface TopListProps<T> {
  headingId: string;
  title: string;
  /** The ranked items, best first; undefined while loading or after a failure. */
  items: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Says what "nothing to show" means for this list. */
  emptyDescription: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

/** A top list block: skeleton rows while loading, its error, its empty text, or the ranked items. */
export function TopList<T>(props: TopListProps<T>) {
  const { t } = useTranslation('non-settings');
  const { items, isPending, isError } = props;
  let content: ReactNode;
  if (isPending) {
    content = <Skeleton height="40px" lines={TOP_LIST_SIZE} />;
  } else if (isError || !items) {
    content = <BlockError onRetry={props.onRetry} />;
  } else if (items.length === 0) {
    content = <EmptyState title={t('general:states.empty')} description={props.emptyDescription} />;
  } else {
    content = (
      <ol className={styles.list} aria-labelledby={props.headingId}>
        {items.map((item) => (
          <li key={props.getKey(item)} className={styles.row}>
            {props.renderItem(item)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <DashboardBlock headingId={props.headingId} title={props.title} busy={isPending}>
      {content}
    </DashboardBlock>
  );
}
