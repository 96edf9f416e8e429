import { useMemo, type ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, DiscountThreshold } from '@shop/admin-api';
import {
  DataTable,
  DateTime,
  Money,
  RowButton,
  StatusBadge,
  UiMessagesProvider,
  type DataTableColumn,
} from '@shop/ui';
import { formatNumber } from '../../../lib/i18n/number-format';

/** "10% off", "$50.00 off" or "Free shipping". */
function Discount({ tier, currency }: { tier: DiscountThreshold; currency: Currency }) {
  const { t } = useTranslation('discounts');
  if (tier.type === 'percentage')
    return t('thresholds.off', { value: `${formatNumber(tier.value)}%` });
  if (tier.type === 'fixed_amount')
    return (
      <Flex gap="1" justify="end" asChild>
        <span>
          <Money minor={tier.value} currency={currency} />
          <span>{t('thresholds.offSuffix')}</span>
        </span>
      </Flex>
    );
  return t('types.free_shipping');
}

/**
 * The shop's tiers by the amount they start at: name, minimum, what they take off, on or off (with
 * scheduled or expired beside it), dates, the orders that met each, and Delete. A click on a row
 * (Enter in the grid) opens the tier.
 */
export function ThresholdTable({
  rows,
  isLoading,
  error,
  onRetry,
  onOpen,
  onDelete,
  currency,
  timeZone,
  createAction,
}: {
  rows: DiscountThreshold[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  onOpen: (tier: DiscountThreshold) => void;
  onDelete: (tier: DiscountThreshold) => void;
  currency: Currency;
  timeZone: string;
  createAction: ReactNode;
}) {
  const { t } = useTranslation('discounts');
  const columns = useMemo<DataTableColumn<DiscountThreshold>[]>(
    () => [
      {
        id: 'name',
        header: t('general:fields.name'),
        cell: (tier) => <Text weight="medium">{tier.name}</Text>,
      },
      {
        id: 'minimum_amount',
        header: t('thresholds.columns.minimum'),
        cell: (tier) => <Money minor={tier.minimum_amount} currency={currency} />,
        align: 'end',
      },
      {
        id: 'discount',
        header: t('general:nav.discount'),
        cell: (tier) => <Discount tier={tier} currency={currency} />,
        align: 'end',
      },
      {
        id: 'active',
        header: t('general:states.active'),
        cell: (tier) => (
          <Flex gap="2" align="center" wrap="wrap">
            <span>{tier.active ? t('list.yes') : t('list.no')}</span>
            {tier.status === 'scheduled' || tier.status === 'expired' ? (
              <StatusBadge status={tier.status} label={t(`statuses.${tier.status}`)} />
            ) : null}
          </Flex>
        ),
      },
      {
        id: 'valid_from',
        header: t('columns.validFrom'),
        cell: (tier) => <DateTime value={tier.valid_from} timeZone={timeZone} />,
      },
      {
        id: 'valid_to',
        header: t('columns.validTo'),
        cell: (tier) =>
          tier.valid_to === null ? (
            <Text color="gray">{t('list.noEnd')}</Text>
          ) : (
            <DateTime value={tier.valid_to} timeZone={timeZone} />
          ),
      },
      {
        id: 'times_used',
        header: t('general:nav.orders'),
        cell: (tier) => formatNumber(tier.times_used),
        align: 'end',
      },
      {
        id: 'delete',
        header: t('general:actions.delete'),
        hideable: false,
        align: 'end',
        cell: (tier) => (
          <RowButton
            color="red"
            aria-label={t('thresholds.deleteOne', { name: tier.name })}
            onClick={(event) => {
              // The row's click opens the tier: this one only deletes.
              event.stopPropagation();
              onDelete(tier);
            }}
          >
            {t('general:actions.delete')}
          </RowButton>
        ),
      },
    ],
    [t, currency, timeZone, onDelete],
  );
  const messages = useMemo(() => ({ tableErrorTitle: t('thresholds.loadError') }), [t]);
  return (
    <UiMessagesProvider messages={messages}>
      <DataTable<DiscountThreshold>
        label={t('thresholds.label')}
        columns={columns}
        rows={rows}
        getRowId={(tier) => tier.id}
        onRowClick={onOpen}
        // Rows open in a dialog, not at an address: the grid makes them reachable with the keyboard.
        grid
        count={rows?.length}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        empty={{
          title: t('thresholds.empty.title'),
          description: t('thresholds.empty.description'),
          action: createAction,
        }}
      />
    </UiMessagesProvider>
  );
}
