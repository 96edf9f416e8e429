import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isShippingCarrierId, shippingCarrier, type ShippingCarrierId } from '@shop/admin-api';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { CarrierCredentialsForm } from '../components/CarrierCredentialsForm';
import { carrierQuery, useCarrier } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(carrierQuery(params.shippingProviderName ?? ''));
}

/** Settings › shipping › a carrier › setup: its credentials, mode and status (§2, §4). */
export function Component() {
  const { t } = useTranslation('settings');
  const id = useParams().shippingProviderName ?? '';
  const query = useCarrier(id as ShippingCarrierId);
  const name = isShippingCarrierId(id) ? shippingCarrier(id).name : undefined;
  const title = name
    ? t('shipping.carriers.setupTitle', { name })
    : t('general:settingsNav.shippingProviderSetup');
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      backHref={name ? hrefs.settings.shippingProvider(id) : hrefs.settings.shipping()}
      backLabel={name ?? t('general:settingsNav.shipping')}
    >
      {query.data && name ? (
        // Keyed by carrier: another carrier gets a fresh form, never the previous one's edits.
        <CarrierCredentialsForm key={id} settings={query.data} />
      ) : (
        <DetailFallback
          query={query}
          notFound={{
            title: t('shipping.carriers.notFound'),
            description: t('shipping.carriers.notFoundDescription'),
          }}
          loading={<Skeleton height="40px" lines={6} />}
        />
      )}
    </Page>
  );
}
