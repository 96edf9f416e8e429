import { useCallback, useMemo, useState } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, type CouponSummary } from '@shop/admin-api';
import { Page, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../lib/document-title';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { BulkDeleteDialog } from '../components/BulkDeleteDialog';
import { CouponTable } from '../components/CouponTable';
import { DeleteCouponDialog } from '../components/DeleteCouponDialog';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { matchingName, readSort, useCouponListParams } from '../list-params';
import { couponListQuery, useCouponList } from '../queries';

export const namespaces = ['discounts'] as const;

/**
 * From this many codes the table draws only the rows in view: every code is on the page (the search
 * is the page's), and thousands of rendered rows would make each keystroke slow (`pnpm bench
 * discounts`). Decided on all the codes, not the matches, so a search does not switch modes.
 */
const VIRTUAL_FROM = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const sort = readSort(new URL(request.url).searchParams.get('sort'));
  await Promise.all([
    queryClient.ensureQueryData(couponListQuery(sort)),
    queryClient.ensureQueryData(shopQuery),
  ]);
}

function CreateLink({ label }: { label: string }) {
  return (
    <Button asChild>
      <UiLink href={hrefs.discounts.discountCodeNew()}>{label}</UiLink>
    </Button>
  );
}

/**
 * §2 Discount Code: every code of the shop in the order asked for, searched by name on the page,
 * opened by a click on its row, deleted one at a time or many at once after a confirmation.
 */
export function Component() {
  const { t } = useTranslation('discounts');
  const params = useCouponListParams();
  const list = useCouponList(params.sort);
  const shop = useShop().data;
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<CouponSummary | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState<string[] | null>(null);

  const all = list.data;
  const rows = useMemo(() => (all ? matchingName(all, params.q) : undefined), [all, params.q]);
  const onDelete = useCallback((coupon: CouponSummary) => setDeleting(coupon), []);
  const unselect = (ids: readonly string[]) =>
    setSelectedIds((selected) => selected.filter((id) => !ids.includes(id)));

  const title = all ? t('list.titleWithCount', { count: all.length }) : t('list.title');
  useDocumentTitle(t('list.title'));
  const create = <CreateLink label={t('list.create')} />;
  const selectedRows = (ids: readonly string[]) => (all ?? []).filter((c) => ids.includes(c.id));

  return (
    <Page
      title={title}
      actions={
        <Flex gap="3" wrap="wrap">
          <ExportCsvButton coupons={rows ?? []} />
          {create}
        </Flex>
      }
    >
      <CouponTable
        rows={rows}
        count={rows?.length}
        isLoading={list.isPending}
        error={list.isError && !all ? list.error : undefined}
        onRetry={() => void list.refetch()}
        sort={params.sort}
        onSortChange={params.setSort}
        search={params.q}
        onSearchChange={params.setQ}
        selection={{ selectedIds, onChange: setSelectedIds }}
        bulkActions={(ids) => (
          <>
            <ExportCsvButton coupons={selectedRows(ids)} />
            <Button color="red" onClick={() => setBulkDeleting(ids)}>
              {t('general:actions.delete')}
            </Button>
          </>
        )}
        onDelete={onDelete}
        currency={shop?.currency ?? DEFAULT_CURRENCY}
        timeZone={shop?.timezone ?? 'UTC'}
        createAction={create}
        virtual={(all?.length ?? 0) >= VIRTUAL_FROM}
      />
      <DeleteCouponDialog
        coupon={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => unselect([id])}
      />
      <BulkDeleteDialog
        ids={bulkDeleting}
        onClose={() => setBulkDeleting(null)}
        onDeleted={() => setSelectedIds([])}
      />
    </Page>
  );
}
