import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGridKeyboard } from './use-grid-keyboard';

const rows = ['a', 'b', 'c'];

/** A 2-column grid whose body rows are only drawn once `drawn` is set (a virtual window still to come). */
function Grid({ drawn, onRowClick }: { drawn: boolean; onRowClick?: (row: string) => void }) {
  const { tableProps, activeRow, activeCol } = useGridKeyboard({
    isGrid: true,
    rows,
    columnCount: 2,
    virtual: undefined,
    onToggleRow: undefined,
    onRowClick,
  });
  const cells = (row: number) =>
    [0, 1].map((col) => (
      <td
        key={col}
        data-grid-col={col}
        tabIndex={row === activeRow && col === activeCol ? 0 : -1}
      >{`${row}:${col}`}</td>
    ));
  return (
    <table {...tableProps} role="grid">
      <tbody>
        <tr data-grid-row={0}>{cells(0)}</tr>
        {drawn
          ? rows.map((row, index) => (
              <tr key={row} data-grid-row={index + 1}>
                {cells(index + 1)}
              </tr>
            ))
          : null}
      </tbody>
    </table>
  );
}

const cell = (row: number, col: number) =>
  document.querySelector<HTMLElement>(`[data-grid-row="${row}"] > [data-grid-col="${col}"]`);

describe('useGridKeyboard', () => {
  it('queues a move until its cell is drawn, and moves on from it meanwhile', () => {
    const { rerender } = render(<Grid drawn={false} />);
    cell(0, 0)!.focus();
    fireEvent.keyDown(cell(0, 0)!, { key: 'ArrowDown' });
    // Row 1 is not drawn yet: the focus stays where it was, the next keys start from row 1.
    expect(document.activeElement).toBe(cell(0, 0));
    fireEvent.keyDown(cell(0, 0)!, { key: 'ArrowDown' });
    fireEvent.keyDown(cell(0, 0)!, { key: 'ArrowRight' });
    rerender(<Grid drawn />);
    expect(document.activeElement).toBe(cell(2, 1));
  });

  it('opens the row a queued move went to on Enter', () => {
    const onRowClick = vi.fn();
    render(<Grid drawn={false} onRowClick={onRowClick} />);
    cell(0, 0)!.focus();
    fireEvent.keyDown(cell(0, 0)!, { key: 'End', ctrlKey: true });
    fireEvent.keyDown(cell(0, 0)!, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith('c');
  });

  it('drops a queued move when another cell is focused', () => {
    const { rerender } = render(<Grid drawn={false} />);
    cell(0, 0)!.focus();
    fireEvent.keyDown(cell(0, 0)!, { key: 'ArrowDown' });
    cell(0, 1)!.focus();
    rerender(<Grid drawn />);
    expect(document.activeElement).toBe(cell(0, 1));
  });
});
