import { useTranslation } from 'react-i18next';
import { ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { referenceLanguageNow } from '../../reference-language';
import { ZoneForm } from '../components/ZoneForm';
import { shippingQuery, useShipping } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(shippingQuery),
    queryClient.ensureQueryData(shopQuery),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** Settings › shipping › create: a new zone, with its countries and rates (§2). */
export function Component() {
  const { t } = useTranslation('settings');
  const shipping = useShipping();
  const currency = useShop().data?.currency;

  let content;
  if (shipping.data && currency) {
    content = <ZoneForm doc={shipping.data} zone={null} currency={currency} />;
  } else if (shipping.isPending) {
    content = <Skeleton height="40px" lines={6} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void shipping.refetch()} />
    );
  }

  return (
    <Page
      title={t('general:settingsNav.newShippingZone')}
      backHref={hrefs.settings.shipping()}
      backLabel={t('general:settingsNav.shipping')}
    >
      {content}
    </Page>
  );
}
