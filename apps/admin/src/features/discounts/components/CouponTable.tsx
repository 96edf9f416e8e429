import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponSummary, Currency } from '@shop/admin-api';
import {
  DataTable,
  type DataTablePaging,
  DateTime,
  Money,
  RowButton,
  StatusBadge,
  UiMessagesProvider,
  type DataTableColumn,
  type DataTableSelection,
} from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { labelTemplate } from '../../../lib/i18n/label-template';
import { formatNumber } from '../../../lib/i18n/number-format';
import * as styles from './discounts.css';

export interface CouponTableProps {
  /** The page of codes to show (searched by the server), or undefined while it loads. */
  rows: CouponSummary[] | undefined;
  /** How many codes match the search (every code without one). */
  count: number | undefined;
  isLoading: boolean;
  /** The rows shown are the previous ask's while the new ones load. */
  isRefreshing?: boolean;
  error: unknown;
  onRetry: () => void;
  sort: string;
  onSortChange: (sort: string) => void;
  search: string;
  onSearchChange: (q: string) => void;
  selection: DataTableSelection;
  /** The "{n} selected" bar's actions (bulk Delete, export). */
  bulkActions: (selectedIds: string[]) => ReactNode;
  /** A row's Delete: the page asks first. */
  onDelete: (coupon: CouponSummary) => void;
  currency: Currency;
  /** The shop's time zone: the dates show in it. */
  timeZone: string;
  /** The call to action of an empty list. */
  createAction: ReactNode;
  /** The server's pages: next, previous and the page size. */
  paging: DataTablePaging;
}

/**
 * The words the rows repeat, translated once per language rather than in each of 20 rows: a
 * translation costs about as much as the rest of a cell (a keystroke's search re-draws the page).
 */
function useRowLabels() {
  const { t } = useTranslation('discounts');
  return useMemo(
    () => ({
      yes: t('list.yes'),
      no: t('list.no'),
      noEnd: t('list.noEnd'),
      notAvailable: t('general:states.notAvailable'),
      delete: t('general:actions.delete'),
      deleteCode: labelTemplate(t, 'list.deleteCode', 'code'),
      types: {
        percentage: t('types.percentage'),
        fixed_amount: t('types.fixed_amount'),
        free_shipping: t('types.free_shipping'),
      } satisfies Record<CouponSummary['type'], string>,
      statuses: { scheduled: t('statuses.scheduled'), expired: t('statuses.expired') },
    }),
    [t],
  );
}
type RowLabels = ReturnType<typeof useRowLabels>;

/** "10%", "$15.00", or nothing to say for free shipping. */
function couponValue(coupon: CouponSummary, currency: Currency, labels: RowLabels) {
  if (coupon.type === 'percentage') return `${formatNumber(coupon.value)}%`;
  if (coupon.type === 'fixed_amount') return <Money minor={coupon.value} currency={currency} />;
  return <span className={styles.quietCell}>{labels.notAvailable}</span>;
}

/** Yes or No (§2), and beside it where the code stands when its dates say more (scheduled, expired). */
function activeCell(coupon: CouponSummary, labels: RowLabels) {
  const { status } = coupon;
  return (
    <span className={styles.activeCell}>
      <span>{coupon.active ? labels.yes : labels.no}</span>
      {status === 'scheduled' || status === 'expired' ? (
        <StatusBadge status={status} label={labels.statuses[status]} />
      ) : null}
    </span>
  );
}

/**
 * §2's list of discount codes: checkbox, Name, Code, Type, Value, Active (Yes/No), Valid From, Valid
 * To and Delete, with how often each was used before Delete. The server sorts (sortable column ids
 * are the contract's sort fields); a click on a row opens the code. The dates are days in the shop's
 * time zone (a code's page has the hour).
 */
export function CouponTable({
  rows,
  count,
  isLoading,
  isRefreshing,
  error,
  onRetry,
  sort,
  onSortChange,
  search,
  onSearchChange,
  selection,
  bulkActions,
  onDelete,
  currency,
  timeZone,
  createAction,
  paging,
}: CouponTableProps) {
  const { t } = useTranslation('discounts');
  const labels = useRowLabels();

  // Stable columns: the table rebuilds its model when they change.
  const columns = useMemo<DataTableColumn<CouponSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('general:fields.name'),
        cell: (coupon) => coupon.name,
        sortable: true,
      },
      {
        id: 'code',
        header: t('columns.code'),
        cell: (coupon) => <span className={styles.codeCell}>{coupon.code}</span>,
        sortable: true,
      },
      {
        id: 'type',
        header: t('columns.type'),
        cell: (coupon) => labels.types[coupon.type],
        sortable: true,
      },
      {
        id: 'value',
        header: t('columns.value'),
        cell: (coupon) => couponValue(coupon, currency, labels),
        sortable: true,
        align: 'end',
      },
      {
        id: 'active',
        header: t('general:states.active'),
        cell: (coupon) => activeCell(coupon, labels),
        sortable: true,
      },
      {
        id: 'validFrom',
        header: t('columns.validFrom'),
        cell: (coupon) => <DateTime value={coupon.validFrom} timeZone={timeZone} />,
        sortable: true,
      },
      {
        id: 'validTo',
        header: t('columns.validTo'),
        cell: (coupon) =>
          coupon.validTo === null ? (
            <span className={styles.quietCell}>{labels.noEnd}</span>
          ) : (
            <DateTime value={coupon.validTo} timeZone={timeZone} />
          ),
        sortable: true,
      },
      {
        id: 'times_used',
        header: t('columns.used'),
        cell: (coupon) =>
          coupon.usage_limit === null
            ? formatNumber(coupon.times_used)
            : t('list.usedOf', { used: coupon.times_used, limit: coupon.usage_limit }),
        sortable: true,
        align: 'end',
      },
      {
        id: 'delete',
        header: t('general:actions.delete'),
        hideable: false,
        align: 'end',
        cell: (coupon) => (
          <RowButton
            color="red"
            aria-label={labels.deleteCode(coupon.code)}
            onClick={() => onDelete(coupon)}
          >
            {labels.delete}
          </RowButton>
        ),
      },
    ],
    [t, labels, currency, timeZone, onDelete],
  );

  // The table's load failure in §2's words.
  const messages = useMemo(() => ({ tableErrorTitle: t('list.loadError') }), [t]);

  return (
    <UiMessagesProvider messages={messages}>
      <DataTable<CouponSummary>
        label={t('list.label')}
        columns={columns}
        rows={rows}
        getRowId={(coupon) => coupon.id}
        getRowHref={(coupon) => hrefs.discounts.discountCodeDetail(coupon.id)}
        sort={sort}
        onSortChange={onSortChange}
        search={{
          value: search,
          onChange: onSearchChange,
          placeholder: t('list.searchPlaceholder'),
        }}
        count={count}
        isLoading={isLoading}
        isRefreshing={isRefreshing}
        error={error}
        onRetry={onRetry}
        empty={{
          title: t('list.empty.title'),
          description: t('list.empty.description'),
          action: createAction,
        }}
        selection={selection}
        bulkActions={bulkActions}
        paging={paging}
      />
    </UiMessagesProvider>
  );
}
