import { useMemo, type ReactNode } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CouponSummary, Currency } from '@shop/admin-api';
import {
  DataTable,
  type DataTablePaging,
  DateTime,
  Money,
  StatusBadge,
  UiMessagesProvider,
  type DataTableColumn,
  type DataTableSelection,
} from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { formatNumber } from '../../../lib/i18n/number-format';

export interface CouponTableProps {
  /** The page of codes to show (searched by the server), or undefined while it loads. */
  rows: CouponSummary[] | undefined;
  /** How many codes match the search (every code without one). */
  count: number | undefined;
  isLoading: boolean;
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

/** "10%", "$15.00", or nothing to say for free shipping. */
function CouponValue({ coupon, currency }: { coupon: CouponSummary; currency: Currency }) {
  const { t } = useTranslation('discounts');
  if (coupon.type === 'percentage') return `${formatNumber(coupon.value)}%`;
  if (coupon.type === 'fixed_amount') return <Money minor={coupon.value} currency={currency} />;
  return <Text color="gray">{t('general:states.notAvailable')}</Text>;
}

/** Yes or No (§2), and beside it where the code stands when its dates say more (scheduled, expired). */
function ActiveCell({ coupon }: { coupon: CouponSummary }) {
  const { t } = useTranslation('discounts');
  const dated = coupon.status === 'scheduled' || coupon.status === 'expired';
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <span>{coupon.active ? t('list.yes') : t('list.no')}</span>
      {dated ? <StatusBadge status={coupon.status} label={t(`statuses.${coupon.status}`)} /> : null}
    </Flex>
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
        cell: (coupon) => <Text weight="medium">{coupon.code}</Text>,
        sortable: true,
      },
      {
        id: 'type',
        header: t('columns.type'),
        cell: (coupon) => t(`types.${coupon.type}`),
        sortable: true,
      },
      {
        id: 'value',
        header: t('columns.value'),
        cell: (coupon) => <CouponValue coupon={coupon} currency={currency} />,
        sortable: true,
        align: 'end',
      },
      {
        id: 'active',
        header: t('general:states.active'),
        cell: (coupon) => <ActiveCell coupon={coupon} />,
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
            <Text color="gray">{t('list.noEnd')}</Text>
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
          <Button
            type="button"
            variant="soft"
            color="red"
            size="1"
            aria-label={t('list.deleteCode', { code: coupon.code })}
            onClick={() => onDelete(coupon)}
          >
            {t('general:actions.delete')}
          </Button>
        ),
      },
    ],
    [t, currency, timeZone, onDelete],
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
