import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isShippingCarrierId, shippingCarrier, type ShippingCarrierId } from '@shop/admin-api';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { referenceLanguageNow } from '../../reference-language';
import { CarrierAbout } from '../components/CarrierAbout';
import { carrierQuery, useCarrier } from '../queries';

export const namespaces = ['settings'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(carrierQuery(params.shippingProviderName ?? '')),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** Settings › shipping › one carrier: what it is, what connecting needs, the shop's connection. */
export function Component() {
  const { t } = useTranslation('settings');
  const id = useParams().shippingProviderName ?? '';
  // A name outside the catalogue still asks the API, which answers 404 (shown as not found).
  const query = useCarrier(id as ShippingCarrierId);
  const name = isShippingCarrierId(id) ? shippingCarrier(id).name : undefined;
  useDocumentTitle(name);

  return (
    <Page
      title={name ?? t('general:settingsNav.shippingProvider')}
      backHref={hrefs.settings.shipping()}
      backLabel={t('general:settingsNav.shipping')}
    >
      {query.data && name ? (
        <CarrierAbout settings={query.data} />
      ) : (
        <DetailFallback
          query={query}
          notFound={{
            title: t('shipping.carriers.notFound'),
            description: t('shipping.carriers.notFoundDescription'),
          }}
          loading={<Skeleton height="96px" lines={3} />}
        />
      )}
    </Page>
  );
}
