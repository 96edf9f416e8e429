import type { CSSProperties, ReactNode } from 'react';
import type { DataTableColumn } from './types';

/** Id of the checkbox column that selection adds before the data columns. */
export const SELECT_COLUMN = '__select';

/** What a body row needs to draw a cell; built once per column change, shared by every row. */
export interface CellSpec<Row> {
  id: string;
  render: ((row: Row) => ReactNode) | null;
  align?: 'start' | 'end';
  isLinkCell: boolean;
  /** The column's name, shown beside the value when a row is a card (small screens); none on the title. */
  label?: string;
  /** Virtual mode lays cells out in a flex row: a column width becomes a fixed basis. */
  style?: CSSProperties;
}

/** The cells of the visible columns (ids in order), the first data column holding the row link. */
export function cellSpecs<Row>(
  visibleIds: readonly string[],
  columnById: ReadonlyMap<string, DataTableColumn<Row>>,
  isVirtual: boolean,
): CellSpec<Row>[] {
  const firstDataColumnId = visibleIds.find((id) => id !== SELECT_COLUMN);
  return visibleIds.map((id) => {
    const spec = columnById.get(id);
    return {
      id,
      render: spec?.cell ?? null,
      align: spec?.align,
      isLinkCell: id === firstDataColumnId,
      label: id === firstDataColumnId ? undefined : spec?.header,
      style: isVirtual && spec?.width ? { flex: `0 0 ${spec.width}` } : undefined,
    };
  });
}
