import { useLayoutEffect, useRef, type RefObject } from 'react';
import { DataRow, type RowProps } from './DataRow';
import { assignSlots, type SlotMap } from './slots';
import { useJumpPlaceholders } from './use-jump-placeholders';
import { firstWindow, useVirtualizerAfterPaint } from './use-virtualizer-after-paint';
import * as styles from './DataTable.css';

/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 1;

/** What the virtual body tells the table after each render (for keyboard focus). */
export interface VirtualApi {
  scrollToIndex: (index: number) => void;
}

/**
 * The body of virtual mode: TanStack Virtual picks the rows in view (plus one), which are absolutely
 * positioned in a body as tall as all rows; the first frame, before the virtualizer exists, shows the
 * rows at the top. Scrolling re-renders this component only, not the table.
 * The row holding the grid's tab stop (`keptIndex`) is rendered too wherever it is, so focus is never
 * lost to a scroll, and a row the keyboard moves to is in the DOM in the same render.
 * While the view jumps frame after frame, the rows are drawn as placeholders (see useJumpPlaceholders).
 */
export function VirtualBody<Row>({
  rows,
  rowHeight,
  viewHeight,
  apiRef,
  onRendered,
  keptIndex,
  placeholdersWhenJumping,
  rowProps,
}: {
  rows: Row[];
  rowHeight: number;
  viewHeight: number;
  apiRef: RefObject<VirtualApi | null>;
  onRendered: () => void;
  keptIndex: number;
  placeholdersWhenJumping: boolean;
  rowProps: RowProps<Row>;
}) {
  const sizerRef = useRef<HTMLTableRowElement | null>(null);
  const virtualizer = useVirtualizerAfterPaint({
    count: rows.length,
    // The scrolling area is an ancestor, whose ref is only attached after this component's layout
    // effects (where the virtualizer subscribes) have run: reach it from an element of our own.
    getScrollElement: () =>
      sizerRef.current?.closest<HTMLDivElement>('[data-virtual-scroller]') ?? null,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // The sticky header row covers the top of the scrolling area.
    scrollPaddingStart: rowHeight,
  });
  const inView = virtualizer?.getVirtualItems() ?? firstWindow(rows.length, rowHeight, viewHeight);
  const placeholders = useJumpPlaceholders(
    inView[0]?.index ?? 0,
    inView.length,
    placeholdersWhenJumping,
  );
  const keepsExtra =
    keptIndex >= 0 && keptIndex < rows.length && !inView.some((item) => item.index === keptIndex);
  const items = keepsExtra
    ? [...inView, { index: keptIndex, start: keptIndex * rowHeight }]
    : inView;
  const committedSlots = useRef<SlotMap>(new Map());
  const slots = assignSlots(
    // The slots of the last commit, which the DOM has: reading them here is the point (see slots.ts).
    // eslint-disable-next-line react-hooks/refs
    committedSlots.current,
    items.map((item) => item.index),
  );
  // In slot order: recycled row elements keep their place in the DOM (see slots.ts).
  const inSlotOrder = [...items].sort((a, b) => slots.get(a.index)! - slots.get(b.index)!);

  useLayoutEffect(() => {
    committedSlots.current = slots;
    apiRef.current = virtualizer && {
      scrollToIndex: (index) => virtualizer.scrollToIndex(index, { align: 'auto' }),
    };
    onRendered();
  });

  return (
    <>
      <tr
        ref={sizerRef}
        aria-hidden="true"
        className={styles.virtualSizer}
        // All rows' height from the first render (fixed row heights), before the virtualiser exists,
        // so the scroll range is right at once.
        style={{ blockSize: rows.length * rowHeight }}
      />
      {inSlotOrder.map((item) => {
        const row = rows[item.index] as Row;
        return (
          <DataRow<Row>
            key={slots.get(item.index)}
            id={rowProps.getRowId(row)}
            row={row}
            index={item.index}
            offset={item.start}
            // The row holding the tab stop is always drawn: focus stays on a real cell.
            placeholder={placeholders && item.index !== keptIndex}
            {...rowProps}
          />
        );
      })}
    </>
  );
}
