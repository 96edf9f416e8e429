import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/themes';
import { useSortableTiles } from '../ImageGallery/use-sortable-tiles';
import { GripIcon } from '../upload/icons';
import { moveItem } from '../upload/reorder';
import * as styles from './SortableList.css';

/** The words of a sortable list, in the app's language. */
export interface SortableListLabels {
  /** The handle's name for an entry, e.g. `Move Hero`. */
  handle: (name: string) => string;
  /** How to move with the keyboard, read as the handle's description. */
  instructions: string;
  /** Announcements while an entry moves (positions count from 1). */
  pickedUp: (name: string, position: number, count: number) => string;
  movedTo: (name: string, position: number, count: number) => string;
  dropped: (name: string, position: number, count: number) => string;
  cancelled: (name: string, position: number, count: number) => string;
}

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable key of an entry. */
  getKey: (item: T) => string;
  /** An entry's name for the handle and the announcements. */
  getName: (item: T) => string;
  /** What a row shows beside its handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Called with the whole list in its new order after a drop. */
  onReorder: (items: T[]) => void;
  /** The list's accessible name. */
  label: string;
  labels: SortableListLabels;
  disabled?: boolean;
  className?: string;
}

const ROW = '[data-sortable-row]';

/**
 * A vertical list whose entries are reordered by their handle: dragged with a pointer, or with the
 * keyboard as everywhere in the kit (§9): Space picks the entry up, each arrow key moves it 25 px and
 * it snaps to the nearest place, Space or Enter drops it there, Escape puts it back. Each step is
 * announced. The order changes only on the drop, and the handle keeps the focus.
 */
export function SortableList<T>({
  items,
  getKey,
  getName,
  renderItem,
  onReorder,
  label,
  labels,
  disabled = false,
  className,
}: SortableListProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const keys = items.map(getKey);
  const nameAt = (position: number) => {
    const item = items[position - 1];
    return item === undefined ? '' : getName(item);
  };
  // The entry being moved keeps its name while the others shift: remember which one it is.
  const moving = useRef<string>('');

  const sortable = useSortableTiles({
    listRef,
    tileSelector: ROW,
    count: items.length,
    disabled,
    onMove: (from, to, key) => {
      focusAfterMove.current = key;
      onReorder(moveItem(items, from, to));
    },
    announce: {
      pickedUp: (position, count) => {
        moving.current = nameAt(position);
        return labels.pickedUp(moving.current, position, count);
      },
      movedTo: (position, count) => labels.movedTo(moving.current, position, count),
      dropped: (position, count) => labels.dropped(moving.current, position, count),
      cancelled: (position, count) => labels.cancelled(moving.current, position, count),
    },
    onAnnounce: setAnnouncement,
  });

  // After a drop the rows are rendered anew in their order: the moved entry's handle keeps the focus.
  useLayoutEffect(() => {
    const key = focusAfterMove.current;
    if (key === null) return;
    focusAfterMove.current = null;
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-handle-key]') ?? [])
      .find((handle) => handle.dataset.handleKey === key)
      ?.focus();
  }, [items]);

  return (
    <div className={className}>
      <ol ref={listRef} aria-label={label} className={styles.list}>
        {items.map((item, index) => {
          const key = keys[index]!;
          const dragging = sortable.drag?.key === key;
          return (
            <li
              key={key}
              data-sortable-row=""
              data-dragging={dragging ? 'true' : undefined}
              data-drag-mode={dragging ? sortable.drag?.mode : undefined}
              className={styles.row}
              style={sortable.tileStyle(index)}
            >
              <button
                type="button"
                className={styles.handle}
                aria-label={labels.handle(getName(item))}
                aria-describedby={instructionsId}
                data-handle-key={key}
                disabled={disabled || items.length < 2}
                {...sortable.handleProps(index, key)}
              >
                <GripIcon />
              </button>
              <div className={styles.content}>{renderItem(item, index)}</div>
            </li>
          );
        })}
      </ol>
      <p id={instructionsId} hidden>
        {labels.instructions}
      </p>
      <VisuallyHidden aria-live="assertive" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
