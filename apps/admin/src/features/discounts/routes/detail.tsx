import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { DeleteCouponDialog } from '../components/DeleteCouponDialog';
import { EditCouponForm } from '../components/EditCouponForm';
import { GenerateCodesDialog } from '../components/GenerateCodesDialog';
import { couponListMemory } from '../list-params';
import { couponQuery, useCoupon } from '../queries';

export const namespaces = ['discounts', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(couponQuery(params.codeId ?? '')),
    queryClient.ensureQueryData(shopQuery),
  ]);
}

export function Component() {
  const { t } = useTranslation('discounts');
  const navigate = useNavigate();
  const codeId = useParams().codeId ?? '';
  const { data: coupon, error, isPending, refetch } = useCoupon(codeId);
  const shop = useShop().data;
  const [deleting, setDeleting] = useState(false);
  const backHref = couponListMemory.href();
  useDocumentTitle(coupon?.code ?? t('form.title'));

  if (!coupon) {
    return (
      <Page title={t('form.title')} backHref={backHref} backLabel={t('general:nav.discountCode')}>
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{ title: t('form.notFound'), description: t('form.notFoundDescription') }}
        />
      </Page>
    );
  }

  return (
    <Page
      title={coupon.code}
      backHref={backHref}
      backLabel={t('general:nav.discountCode')}
      actions={
        <Flex gap="3" wrap="wrap">
          <GenerateCodesDialog coupon={coupon} />
          <Button color="red" variant="soft" onClick={() => setDeleting(true)}>
            {t('general:actions.delete')}
          </Button>
        </Flex>
      }
    >
      <Flex direction="column" gap="4">
        <Text as="p" color="gray">
          {coupon.times_used > 0
            ? t('form.usedTimes', { count: coupon.times_used })
            : t('form.never')}
        </Text>
        {/* Keyed by id: another code gets a fresh form, never the previous one's edits. */}
        <EditCouponForm
          key={coupon.id}
          coupon={coupon}
          currency={shop?.currency ?? DEFAULT_CURRENCY}
          timeZone={shop?.timezone ?? 'UTC'}
        />
      </Flex>
      <DeleteCouponDialog
        coupon={deleting ? coupon : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(couponListMemory.href(), { state: LEAVE_WITHOUT_PROMPT })}
      />
    </Page>
  );
}
