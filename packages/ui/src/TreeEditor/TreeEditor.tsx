import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '@radix-ui/themes';
import { GripIcon } from '../upload/icons';
import { applyProjection, flatten, type Projection, type TreeItem } from './tree';
import { INDENT_PX, useTreeDrag } from './use-tree-drag';
import * as styles from './TreeEditor.css';

/** The words of a tree editor, in the app's language. Positions and levels count from 1. */
export interface TreeEditorLabels {
  /** The handle's name for a row, e.g. `Move Shop, level 1`. */
  handle: (name: string, level: number) => string;
  /** How to move with the keyboard, read as the handle's description. */
  instructions: string;
  pickedUp: (name: string, position: number, count: number, level: number) => string;
  movedTo: (name: string, position: number, count: number, level: number) => string;
  dropped: (name: string, position: number, count: number, level: number) => string;
  cancelled: (name: string, position: number, count: number, level: number) => string;
}

export interface TreeEditorProps<T extends TreeItem> {
  /** The tree: each item with its `id` (stable) and its `children`. */
  items: readonly T[];
  /** An item's name for its handle and the announcements. */
  getName: (item: T) => string;
  /** What a row shows beside its handle (its title, its link, its buttons). */
  renderItem: (item: T, place: { level: number }) => ReactNode;
  /** Called with the whole tree after a drop. */
  onChange: (items: T[]) => void;
  /** How many levels the tree may have (3 for a menu). */
  maxDepth: number;
  /** The tree's accessible name. */
  label: string;
  labels: TreeEditorLabels;
  disabled?: boolean;
  className?: string;
}

const ROW = '[data-tree-row]';

/**
 * An ordered tree edited in place: every row is moved, with its descendants, by its handle, to
 * another place and another level (in, out, up, down), dragged with a pointer or with the keyboard
 * (§9: Space picks up, each arrow key moves 25 px, sideways a level in or out; Space or Enter drops,
 * Escape cancels). Each step is announced; the tree never grows deeper than `maxDepth`. The app draws
 * each row's content and gets the whole tree back after a drop.
 */
export function TreeEditor<T extends TreeItem>({
  items,
  getName,
  renderItem,
  onChange,
  maxDepth,
  label,
  labels,
  disabled = false,
  className,
}: TreeEditorProps<T>) {
  const listRef = useRef<HTMLOListElement>(null);
  const instructionsId = useId();
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);
  const rows = flatten(items);
  const count = rows.length;
  const nameAt = (index: number) => {
    const row = rows[index];
    return row ? getName(row.item) : '';
  };
  // The moved row's position in the projected order.
  const positionOf = (projection: Projection, from: number) =>
    projection.order.findIndex((o) => o.from === from) + 1;

  const drag = useTreeDrag({
    listRef,
    rowSelector: ROW,
    rows,
    maxDepth,
    disabled,
    onDrop: (projection, key) => {
      focusAfterMove.current = key;
      onChange(applyProjection(rows, projection));
    },
    announce: {
      pickedUp: (from) => labels.pickedUp(nameAt(from), from + 1, count, rows[from]!.depth + 1),
      movedTo: (p, from) => labels.movedTo(nameAt(from), positionOf(p, from), count, p.depth + 1),
      dropped: (p, from) => labels.dropped(nameAt(from), positionOf(p, from), count, p.depth + 1),
      cancelled: (from) => labels.cancelled(nameAt(from), from + 1, count, rows[from]!.depth + 1),
    },
    onAnnounce: setAnnouncement,
  });

  // After a drop the rows are rendered anew in their order: the moved row's handle keeps the focus.
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
        {rows.map(({ item }, index) => {
          const dragging = drag.drag !== null && isInBlock(rows, drag.drag.from, index);
          const { shift, depth } = drag.layout(index);
          return (
            <li
              key={item.id}
              data-tree-row=""
              data-level={depth + 1}
              data-dragging={dragging ? 'true' : undefined}
              className={styles.row}
              style={{
                paddingInlineStart: `${depth * INDENT_PX}px`,
                transform: shift ? `translate3d(0, ${shift}px, 0)` : undefined,
              }}
            >
              <div className={styles.card}>
                <button
                  type="button"
                  className={styles.handle}
                  aria-label={labels.handle(getName(item), depth + 1)}
                  aria-describedby={instructionsId}
                  data-handle-key={item.id}
                  disabled={disabled || count < 2}
                  {...drag.handleProps(index, item.id)}
                >
                  <GripIcon />
                </button>
                <div className={styles.content}>{renderItem(item, { level: depth + 1 })}</div>
              </div>
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

/** Whether the row at `index` is the dragged row at `from` or one of its descendants. */
function isInBlock(rows: readonly { depth: number }[], from: number, index: number): boolean {
  if (index < from) return false;
  if (index === from) return true;
  const depth = rows[from]!.depth;
  for (let i = from + 1; i <= index; i++) if (rows[i]!.depth <= depth) return false;
  return true;
}
