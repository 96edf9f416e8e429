import { useCallback, useState } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type DiscountThreshold } from '@shop/admin-api';
import { Page, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../lib/document-title';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { DeleteThresholdDialog } from '../thresholds/DeleteThresholdDialog';
import {
  discountSettingsQuery,
  thresholdsQuery,
  useDiscountSettings,
  useThresholds,
} from '../thresholds/queries';
import { ThresholdDialog } from '../thresholds/ThresholdDialog';
import { ThresholdTable } from '../thresholds/ThresholdTable';

export const namespaces = ['discounts', 'validation'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(thresholdsQuery),
    queryClient.ensureQueryData(shopQuery),
  ]);
  // What the hint above the table says; the page does not wait for it.
  void queryClient.prefetchQuery(discountSettingsQuery);
}

/** Where a tier's dialog stands: closed, a new tier, or a saved one. */
type Editing = { tier: DiscountThreshold | null } | null;

/**
 * Threshold discounts (issue 25): automatic discounts by order value, no code needed. Each tier is
 * added, opened and saved in a dialog; an order gets the one tier that takes off the most.
 */
export function Component() {
  const { t } = useTranslation('discounts');
  const list = useThresholds();
  const settings = useDiscountSettings().data;
  const shop = useShop().data;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DiscountThreshold | null>(null);
  const onOpen = useCallback((tier: DiscountThreshold) => setEditing({ tier }), []);
  const onDelete = useCallback((tier: DiscountThreshold) => setDeleting(tier), []);
  useDocumentTitle(t('thresholds.title'));
  const currency = shop?.currency ?? DEFAULT_CURRENCY;
  const timeZone = shop?.timezone ?? 'UTC';
  const create = <Button onClick={() => setEditing({ tier: null })}>{t('thresholds.add')}</Button>;

  return (
    <Page
      title={
        list.data
          ? t('thresholds.titleWithCount', { count: list.data.length })
          : t('thresholds.title')
      }
      actions={create}
    >
      <Flex direction="column" gap="4">
        <Callout.Root color="gray" variant="surface">
          <Callout.Text>
            {t('thresholds.hint')}{' '}
            {settings
              ? t(
                  settings.codes_combine_with_thresholds
                    ? 'thresholds.hintCombine'
                    : 'thresholds.hintAlone',
                )
              : null}{' '}
            <UiLink href={hrefs.discounts.discountSettings()}>
              {t('thresholds.settingsLink')}
            </UiLink>
          </Callout.Text>
        </Callout.Root>
        <ThresholdTable
          rows={list.data}
          isLoading={list.isPending}
          error={list.isError && !list.data ? list.error : undefined}
          onRetry={() => void list.refetch()}
          onOpen={onOpen}
          onDelete={onDelete}
          currency={currency}
          timeZone={timeZone}
          createAction={create}
        />
      </Flex>
      <ThresholdDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        tier={editing?.tier ?? null}
        currency={currency}
        timeZone={timeZone}
      />
      <DeleteThresholdDialog tier={deleting} onClose={() => setDeleting(null)} />
    </Page>
  );
}
