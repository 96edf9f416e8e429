import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { EmptyState } from '../EmptyState';
import { defaultDataTableMessages, useUiMessages } from '../messages';
import { Skeleton } from '../Skeleton';
import { SELECT_COLUMN, type CellSpec } from './cells';
import type { DataTableProps } from './types';
import * as styles from './DataTable.css';
import { themeClass } from './theme-classes';

/** Skeleton rows shown while the first page loads. */
const SKELETON_ROWS = 5;

/** The body when loading failed: the error, with Retry when the app can retry. */
export function ErrorRow({
  colSpan,
  virtual,
  title,
  onRetry,
}: {
  colSpan: number;
  virtual: boolean;
  /** The list's own words for its failure; the kit's "failed to load" otherwise. */
  title: string | undefined;
  onRetry: (() => void) | undefined;
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  return (
    <StateRow colSpan={colSpan} virtual={virtual}>
      <div role="alert">
        <EmptyState
          title={title ?? messages.tableErrorTitle}
          action={
            onRetry ? (
              <Button variant="soft" onClick={onRetry}>
                {messages.tableRetry}
              </Button>
            ) : undefined
          }
        />
      </div>
    </StateRow>
  );
}

/** The body while loading: skeleton rows in the table's columns. */
export function LoadingRows({ cells, virtual }: { cells: CellSpec<never>[]; virtual: boolean }) {
  return Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
    <tr
      key={`skeleton-${rowIndex}`}
      className={themeClass('rt-TableRow', virtual ? styles.virtualRowStatic : undefined)}
    >
      {cells.map((spec) => (
        <td
          key={spec.id}
          // A number column's bar sits at the end of its cell, where its figures will be.
          className={spec.align === 'end' ? `rt-TableCell ${styles.endSkeleton}` : 'rt-TableCell'}
          style={spec.style}
          data-label={spec.label}
          data-select-cell={spec.id === SELECT_COLUMN ? '' : undefined}
        >
          <Skeleton
            height={styles.cellBar.height}
            width={spec.align === 'end' ? styles.cellBar.endWidth : styles.cellBar.width}
          />
        </td>
      ))}
    </tr>
  ));
}

/** The body without rows: "no results" for a search, otherwise the empty state and its call to action. */
export function EmptyRow({
  colSpan,
  virtual,
  searching,
  empty,
}: {
  colSpan: number;
  virtual: boolean;
  searching: boolean;
  empty: DataTableProps<unknown>['empty'];
}) {
  const messages = useUiMessages(defaultDataTableMessages);
  return (
    <StateRow colSpan={colSpan} virtual={virtual}>
      {searching ? (
        <EmptyState
          title={messages.tableNoResultsTitle}
          description={messages.tableNoResultsDescription}
        />
      ) : (
        <EmptyState
          title={empty?.title ?? messages.tableEmptyTitle}
          description={empty?.description}
          action={empty?.action}
        />
      )}
    </StateRow>
  );
}

/** A body row of one cell across the table. */
function StateRow({
  colSpan,
  virtual,
  children,
}: {
  colSpan: number;
  virtual: boolean;
  children: ReactNode;
}) {
  return (
    <tr
      className={themeClass('rt-TableRow', virtual ? styles.virtualStateRow : undefined)}
      role={virtual ? 'row' : undefined}
    >
      <td
        colSpan={colSpan}
        className={themeClass('rt-TableCell', styles.stateCell)}
        role={virtual ? 'gridcell' : undefined}
      >
        {children}
      </td>
    </tr>
  );
}
