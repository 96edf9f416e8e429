import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import type { DataTableColumn, DataTableProps } from './types';

interface Item {
  id: string;
  name: string;
}

const items: Item[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `item_${index + 1}`,
  name: `Item ${index + 1}`,
}));
const columns: DataTableColumn<Item>[] = [{ id: 'name', header: 'Name', cell: (row) => row.name }];

// happy-dom does no layout: give the scrolling area the height a browser would (the default 500 px).
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight')!;
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.hasAttribute('data-virtual-scroller') ? 500 : 0;
    },
  });
});
afterEach(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
});

const bodyRows = () => Array.from(document.querySelectorAll('tbody tr[data-row-id]'));

/** The 1,000 items in a virtual table, with `props` on top. */
const itemsTable = (props: Partial<DataTableProps<Item>> = {}) => (
  <DataTable
    label="Items"
    columns={columns}
    rows={items}
    getRowId={(row) => row.id}
    virtual
    {...props}
  />
);

/** Scrolls the table's area so that `row` (0-based) is at its top, as a browser would report it. */
const scrollToRow = (row: number) => {
  const scroller = document.querySelector<HTMLElement>('[data-virtual-scroller]')!;
  scroller.scrollTop = row * 24;
  fireEvent.scroll(scroller);
};

describe('DataTable virtual mode', () => {
  it('keeps the rows of its first paint when the virtualizer takes over, and adds the overscan', async () => {
    render(itemsTable());
    // First paint: the rows seen below the header row (476 px of 24 px rows).
    const firstPaint = bodyRows();
    expect(firstPaint).toHaveLength(20);
    const removed: Node[] = [];
    const observer = new MutationObserver((records) =>
      records.forEach((record) => removed.push(...record.removedNodes)),
    );
    observer.observe(screen.getByRole('grid'), { childList: true, subtree: true });

    // The virtualizer covers the whole 500 px area plus one row of overscan.
    await waitFor(() => expect(bodyRows()).toHaveLength(22));
    observer.disconnect();
    expect(removed).toEqual([]);
    expect(firstPaint.every((row) => row.isConnected)).toBe(true);
    expect(screen.getByText('Item 22')).toBeTruthy();
  });

  it('selects the row a recycled row element shows now, not the one it showed before', async () => {
    const onChange = vi.fn();
    render(itemsTable({ selection: { selectedIds: [], onChange } }));
    await waitFor(() => expect(bodyRows()).toHaveLength(22));
    const elementsBefore = bodyRows();

    // Scrolled 100 rows down: every row element now shows another row.
    scrollToRow(100);
    await waitFor(() => expect(screen.getByText('Item 110')).toBeTruthy());
    const row = screen.getByText('Item 110').closest('tr')!;
    expect(elementsBefore).toContain(row);

    fireEvent.click(row.querySelector('input[type="checkbox"]')!);
    expect(onChange).toHaveBeenCalledWith(['item_110']);
  });

  describe('while the view jumps frame after frame', () => {
    const placeholderRows = () => document.querySelectorAll('tbody tr[data-row-placeholder]');

    it('draws placeholders from the second jump, and the rows again once the view stops', async () => {
      render(itemsTable());
      await waitFor(() => expect(bodyRows()).toHaveLength(22));

      // One jump (as End or a link to a row does) draws the rows.
      scrollToRow(100);
      expect(screen.getByText('Item 110')).toBeTruthy();
      expect(placeholderRows()).toHaveLength(0);

      // Another in the next frame (a drag of the scrollbar's thumb): bars instead of the cells' content.
      scrollToRow(200);
      expect(placeholderRows().length).toBe(bodyRows().length);
      expect(screen.queryByText('Item 210')).toBeNull();
      expect(bodyRows()[0]!.querySelector('td')!.textContent).toBe('');

      // The first frame without a jump draws the rows again.
      await waitFor(() => expect(screen.getByText('Item 210')).toBeTruthy());
      expect(placeholderRows()).toHaveLength(0);
    });

    it('draws the rows of a jump after a frame without one, and of slower scrolls', async () => {
      render(itemsTable());
      await waitFor(() => expect(bodyRows()).toHaveLength(22));
      scrollToRow(100);
      // Page Down held down: a jump every other frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      scrollToRow(200);
      expect(screen.getByText('Item 210')).toBeTruthy();
      // A third of the rows or less per frame.
      for (const row of [205, 210, 215]) {
        scrollToRow(row);
        expect(screen.getByText(`Item ${row + 5}`)).toBeTruthy();
      }
      expect(placeholderRows()).toHaveLength(0);
    });

    it('keeps the focused row drawn, and draws every row with placeholdersWhenJumping off', async () => {
      const { rerender } = render(itemsTable());
      await waitFor(() => expect(bodyRows()).toHaveLength(22));
      const focused = screen.getByText('Item 2').closest('td')!;
      focused.focus();
      scrollToRow(100);
      scrollToRow(200);
      expect(placeholderRows().length).toBe(bodyRows().length - 1);
      expect(focused.textContent).toBe('Item 2');
      expect(document.activeElement).toBe(focused);

      rerender(itemsTable({ virtual: { placeholdersWhenJumping: false } }));
      scrollToRow(300);
      scrollToRow(400);
      expect(screen.getByText('Item 410')).toBeTruthy();
      expect(placeholderRows()).toHaveLength(0);
    });
  });
});
