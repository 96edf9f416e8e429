import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { RowButton } from './RowButton';
import type { DataTableColumn, DataTableProps } from './types';

interface Code {
  id: string;
  code: string;
}

const codes = (...names: string[]) => names.map((code) => ({ id: `id_${code}`, code }));
const columns: DataTableColumn<Code>[] = [
  { id: 'code', header: 'Code', cell: (row) => row.code },
  {
    id: 'delete',
    header: 'Delete',
    cell: (row) => (
      <RowButton color="red" aria-label={`Delete ${row.code}`}>
        Delete
      </RowButton>
    ),
  },
];

const table = (props: Partial<DataTableProps<Code>> = {}) => (
  <DataTable
    label="Codes"
    columns={columns}
    rows={codes('A', 'B')}
    getRowId={(row) => row.id}
    {...props}
  />
);
const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Codes' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('writes a new page of rows into the rows on screen', () => {
    const { rerender } = render(table());
    const [first, second] = bodyRows();
    rerender(table({ rows: codes('C', 'D') }));
    // The same elements, with the new rows' text and ids: nothing removed and built again.
    expect(bodyRows()).toEqual([first, second]);
    expect(first!.textContent).toContain('C');
    expect(first!.getAttribute('data-row-id')).toBe('id_C');
    expect(screen.getByRole('button', { name: 'Delete D' })).toBeTruthy();
  });

  it('says it is busy while the rows shown wait for new ones, and keeps them', () => {
    const { rerender } = render(table({ isRefreshing: true }));
    const root = screen.getByRole('table', { name: 'Codes' }).closest('[aria-busy]');
    expect(root?.getAttribute('aria-busy')).toBe('true');
    expect(bodyRows()).toHaveLength(2);
    rerender(table({ isRefreshing: false }));
    expect(root?.getAttribute('aria-busy')).toBe('false');
  });

  it("draws a row's button as Radix Themes' small soft button", () => {
    const onClick = vi.fn();
    render(
      <RowButton color="red" onClick={onClick}>
        Delete
      </RowButton>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-accent-color')).toBe('red');
    expect([...button.classList]).toEqual(
      expect.arrayContaining(['rt-Button', 'rt-BaseButton', 'rt-r-size-1', 'rt-variant-soft']),
    );
    button.click();
    expect(onClick).toHaveBeenCalledOnce();
  });
});
