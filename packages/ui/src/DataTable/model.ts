import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  type RowData,
} from '@tanstack/react-table';

// Module scope on purpose: TanStack Table rebuilds its models when `features` changes identity.
// Row selection is the app's list of ids (it spans pages, and virtual mode has no row model), kept here
// rather than in TanStack's per-row selection state.
export const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature });
/**
 * TanStack wants object rows; the public API keeps `Row` unconstrained (as in the contract), so rows are
 * viewed through this intersection type. No copy is made.
 */
export type TableData<Row> = Row & RowData;
