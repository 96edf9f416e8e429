import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Button, Flex } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type CouponSummary } from '@shop/admin-api';
import { Page, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../lib/document-title';
import { pageQueryProps } from '../../../lib/list-state/page-query-props';
import { listData } from '../../../lib/list-state/list-data';
import { useListParams } from '../../../lib/list-state/use-list-params';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { BulkDeleteDialog } from '../components/BulkDeleteDialog';
import { CouponTable } from '../components/CouponTable';
import { DeleteCouponDialog } from '../components/DeleteCouponDialog';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { couponList, couponListMemory } from '../list-params';
import { couponCountQuery, couponListQuery, fetchAllCoupons, useCouponList } from '../queries';

export const namespaces = ['discounts'] as const;

/** A page of codes, and the shop's count of them (the title; asked once, whatever the search). */
const data = listData(couponList, (params) =>
  Promise.all([
    queryClient.ensureQueryData(couponListQuery(couponList.toQuery(params))),
    queryClient.ensureQueryData(couponCountQuery()),
  ]),
);
/** The page's codes and count, and the shop (its currency and time zone show in the rows). */
export const loader = (args: LoaderFunctionArgs) =>
  Promise.all([data.loader(args), queryClient.ensureQueryData(shopQuery)]);
export const { shouldRevalidate } = data;

function CreateLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.discounts.discountCodeNew()}>{label}</UiLink>
    </Button>
  );
}

/**
 * §2 Discount Code: the shop's codes a page at a time in the order asked for, searched on the
 * server by name (and code), opened by a click on a row, deleted one at a time or many at once after
 * a confirmation. The selection outlives a page turn: the codes selected are remembered as they were
 * shown, for their export.
 */
export function Component() {
  const { t } = useTranslation('discounts');
  const { params, tableProps } = useListParams(couponList, couponListMemory, data.prefetch);
  const list = useCouponList(couponList.toQuery(params));
  const count = useQuery(couponCountQuery()).data;
  const shop = useShop().data;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<CouponSummary | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState<string[] | null>(null);
  const shown = useRef(new Map<string, CouponSummary>());

  const page = list.data;
  useEffect(() => {
    for (const coupon of page?.items ?? []) shown.current.set(coupon.id, coupon);
  }, [page]);
  // Stable, as the dialogs are memoised: a search's new page draws the table, not them.
  const onDelete = useCallback((coupon: CouponSummary) => setDeleting(coupon), []);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const onDeleted = useCallback(
    (deletedId: string) => setSelectedIds((selected) => selected.filter((id) => id !== deletedId)),
    [],
  );
  const closeBulkDelete = useCallback(() => setBulkDeleting(null), []);
  const clearSelection = useCallback(() => setSelectedIds([]), []);

  const title = count === undefined ? t('list.title') : t('list.titleWithCount', { count });
  useDocumentTitle(t('list.title'));
  const create = <CreateLink label={t('list.create')} />;
  const selectedRows = (ids: readonly string[]) => ids.flatMap((id) => shown.current.get(id) ?? []);
  const exportAll = () =>
    fetchAllCoupons({ sort: params.sort, ...(params.q ? { q: params.q } : {}) });

  return (
    <Page
      title={title}
      actions={
        <Flex gap="3" wrap="wrap">
          <ExportCsvButton load={exportAll} disabled={!page?.items.length} />
          {create}
        </Flex>
      }
    >
      <CouponTable
        {...pageQueryProps(list)}
        // The shop's codes are counted, not a search's matches (see couponListSchema).
        count={params.q ? undefined : count}
        {...tableProps(page)}
        selection={{ selectedIds, onChange: setSelectedIds }}
        bulkActions={(ids) => (
          <>
            <ExportCsvButton load={async () => selectedRows(ids)} />
            <Button color="red" onClick={() => setBulkDeleting(ids)}>
              {t('general:actions.delete')}
            </Button>
          </>
        )}
        onDelete={onDelete}
        currency={shop?.currency ?? DEFAULT_CURRENCY}
        timeZone={shop?.timezone ?? 'UTC'}
        createAction={create}
      />
      <DeleteCouponDialog coupon={deleting} onClose={closeDelete} onDeleted={onDeleted} />
      <BulkDeleteDialog ids={bulkDeleting} onClose={closeBulkDelete} onDeleted={clearSelection} />
    </Page>
  );
}
