import type { ReactNode } from 'react';
import { Button, Text } from '@radix-ui/themes';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import * as styles from './DataTable.css';

/** "{n} selected" above the table, with the bulk actions and Discard. */
export function SelectionBar({
  selectedIds,
  bulkActions,
  onDiscard,
}: {
  selectedIds: string[];
  bulkActions: ((selectedIds: string[]) => ReactNode) | undefined;
  onDiscard: () => void;
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  return (
    <div className={styles.selectionBar}>
      <Text as="p" size="2" weight="medium">
        {messages.tableSelectedCount(selectedIds.length)}
      </Text>
      <div className={styles.selectionActions}>
        {bulkActions?.(selectedIds)}
        <Button variant="soft" color="gray" onClick={onDiscard}>
          {messages.tableDiscardSelection}
        </Button>
      </div>
    </div>
  );
}
