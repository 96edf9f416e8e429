import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { queryClient } from '../../../../lib/query-client/query-client';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { CashOnDeliveryForm } from '../components/CashOnDeliveryForm';
import { cashOnDeliveryQuery, useCashOnDelivery } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(cashOnDeliveryQuery),
    queryClient.ensureQueryData(shopQuery),
  ]);
}

/** Settings › payments › cash on delivery: its form, amounts in the shop's currency. */
export function Component() {
  const { t } = useTranslation('settings');
  const method = useCashOnDelivery();
  const shop = useShop();
  const loading = method.isPending || shop.isPending;
  return (
    <Page
      title={t('general:settingsNav.cashOnDelivery')}
      backHref={hrefs.settings.payments()}
      backLabel={t('general:settingsNav.payments')}
    >
      {method.data && shop.data ? (
        <CashOnDeliveryForm method={method.data} currency={shop.data.currency} />
      ) : (
        <DetailFallback
          query={{
            isPending: loading,
            error: method.error ?? shop.error,
            refetch: () => Promise.all([method.refetch(), shop.refetch()]),
          }}
          notFound={{ title: t('payments.notFound'), description: '' }}
          loading={<Skeleton height="40px" lines={6} />}
        />
      )}
    </Page>
  );
}
