import { useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { Button, IconButton, Table, Text, VisuallyHidden } from '@radix-ui/themes';
import {
  createColumnHelper,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { EmptyState } from '../EmptyState';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  SortAscendingIcon,
  SortDescendingIcon,
  SortIcon,
} from '../icons';
import { UiLink } from '../link';
import { useUiMessages } from '../messages';
import { Skeleton } from '../Skeleton';
import { SearchBox } from './SearchBox';
import { formatSort, parseSort } from './sorting';
import * as styles from './DataTable.css';

export interface DataTableColumn<Row> {
  /** Also the sort field when sortable. */
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'start' | 'end';
  /** CSS width, e.g. "20%". */
  width?: string;
}

export interface DataTablePaging {
  hasNext: boolean;
  hasPrevious: boolean;
  onNext: () => void;
  onPrevious: () => void;
}

export interface DataTableProps<Row> {
  /** Accessible name of the table. */
  label: string;
  /** Keep this array stable (module scope or useMemo): a new array rebuilds the table's column model. */
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The first cell becomes a real link and a click anywhere on the row follows it. */
  getRowHref?: (row: Row) => string;
  /** "field:asc" | "field:desc": the server sorts, the table only shows and changes it. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** Controlled; the table reports changes after a 300 ms pause. */
  search?: { value: string; onChange: (value: string) => void; placeholder?: string };
  paging?: DataTablePaging;
  count?: number;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown when there are no rows and no search. */
  empty?: { title?: string; description?: string; action?: ReactNode };
}

// Module scope on purpose: TanStack Table rebuilds its models when `features` changes identity.
const features = tableFeatures({ rowSortingFeature });
/**
 * TanStack wants object rows; the public API keeps `Row` unconstrained (as in the contract), so rows are
 * viewed through this intersection type. No copy is made.
 */
type TableData<Row> = Row & RowData;
const NO_ROWS: never[] = [];
const SKELETON_ROWS = 5;
/** Elements that handle their own clicks: a row click must not hijack them. */
const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="menuitem"], [role="switch"]';

/**
 * The list view of every resource: server-sorted, searched and cursor-paged by the app, rendered here with
 * TanStack Table (manual sorting) and Radix Themes' table styles.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  getRowId,
  getRowHref,
  sort,
  onSortChange,
  search,
  paging,
  count,
  isLoading = false,
  error,
  onRetry,
  empty,
}: DataTableProps<Row>) {
  const messages = useUiMessages();
  const sorting = useMemo(() => parseSort(sort), [sort]);

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, TableData<Row>>();
    return columns.map((column) =>
      // An accessor (the row itself) rather than a display column: TanStack only sorts accessor columns.
      helper.accessor((row): unknown => row, {
        id: column.id,
        header: column.header,
        cell: (context) => column.cell(context.row.original),
        enableSorting: !!column.sortable,
        sortDescFirst: false,
      }),
    );
  }, [columns]);

  const columnById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  );

  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = formatSort(functionalUpdate(updater, sorting));
    if (next && next !== sort) onSortChange?.(next);
  };

  const table = useTable({
    features,
    columns: tableColumns,
    data: (rows ?? NO_ROWS) as TableData<Row>[],
    getRowId: (row) => getRowId(row),
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    enableSorting: !!onSortChange,
    enableMultiSort: false,
    enableSortingRemoval: false,
  });

  const hasError = !!error;
  const loading = !hasError && (isLoading || rows === undefined);
  const bodyRows = table.getRowModel().rows;
  const searching = !!search?.value.trim();
  const columnCount = Math.max(1, columns.length);
  const firstColumnId = columns[0]?.id;

  let body: ReactNode;
  if (hasError) {
    body = (
      <StateRow colSpan={columnCount}>
        <div role="alert">
          <EmptyState
            title={messages.tableErrorTitle}
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
  } else if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
      <Table.Row key={`skeleton-${rowIndex}`}>
        {columns.map((column) => (
          <Table.Cell key={column.id}>
            <Skeleton height="14px" width={column.align === 'end' ? '50%' : '75%'} />
          </Table.Cell>
        ))}
      </Table.Row>
    ));
  } else if (bodyRows.length === 0) {
    body = (
      <StateRow colSpan={columnCount}>
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
  } else {
    body = bodyRows.map((row) => {
      const href = getRowHref?.(row.original);
      return (
        <DataRow key={row.id} href={href}>
          {(linkRef) =>
            row.getAllCells().map((cell) => {
              const column = columnById.get(cell.column.id);
              const content = <table.FlexRender cell={cell} />;
              return (
                <Table.Cell
                  key={cell.id}
                  className={column?.align === 'end' ? styles.end : undefined}
                >
                  {href && cell.column.id === firstColumnId ? (
                    <UiLink ref={linkRef} href={href} className={styles.rowLink}>
                      {content}
                    </UiLink>
                  ) : (
                    content
                  )}
                </Table.Cell>
              );
            })
          }
        </DataRow>
      );
    });
  }

  const showToolbar = !!search || count !== undefined;
  const statusText = loading
    ? messages.tableLoading
    : count !== undefined
      ? messages.tableCount(count)
      : '';

  return (
    <div className={styles.root}>
      {showToolbar ? (
        <div className={styles.toolbar}>
          {search ? (
            <SearchBox
              value={search.value}
              onChange={search.onChange}
              placeholder={search.placeholder ?? messages.tableSearchPlaceholder}
              label={messages.tableSearchLabel}
            />
          ) : null}
          <Text as="p" size="2" color="gray" role="status" className={styles.count}>
            {statusText}
          </Text>
        </div>
      ) : (
        <VisuallyHidden role="status">{loading ? messages.tableLoading : ''}</VisuallyHidden>
      )}
      <div className={styles.tableWrap} aria-busy={loading}>
        <Table.Root variant="surface" size="2" className={styles.table}>
          <caption className={styles.caption}>{label}</caption>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const column = columnById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <Table.ColumnHeaderCell
                      key={header.id}
                      style={column?.width ? { inlineSize: column.width } : undefined}
                      className={column?.align === 'end' ? styles.end : undefined}
                      // ARIA: only the sorted column carries aria-sort.
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className={
                            column?.align === 'end' ? styles.sortButtonEnd : styles.sortButton
                          }
                          onClick={() => header.column.toggleSorting()}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <SortAscendingIcon className={styles.sortIconActive} />
                          ) : sorted === 'desc' ? (
                            <SortDescendingIcon className={styles.sortIconActive} />
                          ) : (
                            <SortIcon className={styles.sortIcon} />
                          )}
                          {sorted ? (
                            <VisuallyHidden>
                              {sorted === 'asc'
                                ? messages.tableSortAscending
                                : messages.tableSortDescending}
                            </VisuallyHidden>
                          ) : null}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </Table.ColumnHeaderCell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>{body}</Table.Body>
        </Table.Root>
      </div>
      {paging ? (
        <div className={styles.pager}>
          <IconButton
            variant="soft"
            color="gray"
            aria-label={messages.tablePreviousPage}
            disabled={!paging.hasPrevious || loading}
            onClick={paging.onPrevious}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            variant="soft"
            color="gray"
            aria-label={messages.tableNextPage}
            disabled={!paging.hasNext || loading}
            onClick={paging.onNext}
          >
            <ChevronRightIcon />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}

function StateRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} className={styles.stateCell}>
        {children}
      </Table.Cell>
    </Table.Row>
  );
}

type LinkRef = { current: HTMLAnchorElement | null };

/**
 * A body row. With an href, its first cell holds a real link (keyboard, screen readers, "open in new tab"
 * all work as usual) and a click anywhere else on the row is forwarded to that link; Ctrl/Cmd/Shift or
 * middle click opens the row in a new tab, like a link would.
 */
function DataRow({
  href,
  children,
}: {
  href: string | undefined;
  children: (linkRef: LinkRef) => ReactNode;
}) {
  const linkRef = useRef<HTMLAnchorElement | null>(null);

  const shouldIgnore = (event: MouseEvent<HTMLTableRowElement>) => {
    if (!href || event.defaultPrevented) return true;
    const interactive = (event.target as Element).closest(INTERACTIVE);
    if (interactive && event.currentTarget.contains(interactive)) return true;
    // Selecting text in a cell is not a click on the row.
    return !!window.getSelection()?.toString();
  };

  const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (shouldIgnore(event) || !linkRef.current) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(linkRef.current.href, '_blank', 'noopener');
      return;
    }
    linkRef.current.click();
  };

  const onAuxClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.button !== 1 || shouldIgnore(event) || !linkRef.current) return;
    window.open(linkRef.current.href, '_blank', 'noopener');
  };

  return (
    <Table.Row
      className={href ? styles.linkedRow : undefined}
      onClick={href ? onClick : undefined}
      onAuxClick={href ? onAuxClick : undefined}
    >
      {children(linkRef)}
    </Table.Row>
  );
}
