import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import { shopQuery, useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { NewCouponForm } from '../components/NewCouponForm';
import { couponListMemory } from '../list-params';

export const namespaces = ['discounts', 'validation'] as const;

/** The form needs the shop's currency and time zone. */
export async function loader() {
  await queryClient.ensureQueryData(shopQuery);
}

export function Component() {
  const { t } = useTranslation('discounts');
  const shop = useShop().data;
  useDocumentTitle(t('form.newTitle'));
  return (
    <Page
      title={t('form.newTitle')}
      backHref={couponListMemory.href()}
      backLabel={t('general:nav.discountCode')}
    >
      <NewCouponForm
        currency={shop?.currency ?? DEFAULT_CURRENCY}
        timeZone={shop?.timezone ?? 'UTC'}
      />
    </Page>
  );
}
