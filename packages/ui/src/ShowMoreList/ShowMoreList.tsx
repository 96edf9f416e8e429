import { useId, useState, type ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { defaultFormMessages, useUiMessages } from '../messages';
import * as styles from './ShowMoreList.css';

export interface ShowMoreListProps<Item> {
  items: Item[];
  /** Renders one item (inside an `<li>`). */
  renderItem: (item: Item, index: number) => ReactNode;
  /** Stable key of an item (the index by default). */
  getKey?: (item: Item, index: number) => string | number;
  /** How many items show before "Show more" (SPEC §9: 10). */
  initialCount?: number;
  /** Accessible name of the list. */
  label?: string;
  /** Labels of the toggle (default: messages.showMore / messages.showLess). */
  showMoreLabel?: string;
  showLessLabel?: string;
}

/**
 * A list that shows its first 10 items, with a "Show more" / "Show less" toggle (`aria-expanded`) when
 * there are more. Showing more keeps the focus on the toggle, so the next item is one Tab back away.
 */
export function ShowMoreList<Item>({
  items,
  renderItem,
  getKey = (_item, index) => index,
  initialCount = 10,
  label,
  showMoreLabel,
  showLessLabel,
}: ShowMoreListProps<Item>) {
  const messages = useUiMessages(defaultFormMessages);
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const overflow = items.length > initialCount;
  const visible = expanded || !overflow ? items : items.slice(0, initialCount);
  return (
    <div className={styles.root}>
      <ul id={listId} className={styles.list} aria-label={label}>
        {visible.map((item, index) => (
          <li key={getKey(item, index)} className={styles.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
      {overflow ? (
        <Button
          type="button"
          variant="ghost"
          size="2"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (showLessLabel ?? messages.showLess) : (showMoreLabel ?? messages.showMore)}
        </Button>
      ) : null}
    </div>
  );
}
