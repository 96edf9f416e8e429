import { useMemo } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery, useCountries } from '../../../../lib/queries/reference-data';
import { DetailFallback } from '../../../../shared/detail/DetailFallback';
import { addressText } from '../../locations/address-text';
import { referenceLanguageNow } from '../../reference-language';
import { PickupForm } from '../components/PickupForm';
import { pickupQuery, usePickup } from '../queries';

export const namespaces = ['settings', 'validation'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(pickupQuery(params.locationId ?? '')),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** Settings › shipping › local pickup at one location: its form, or why it cannot be shown. */
export function Component() {
  const { t } = useTranslation('settings');
  const locationId = useParams().locationId ?? '';
  const query = usePickup(locationId);
  const pickup = query.data;
  const countries = useCountries().data?.items;
  const names = useMemo(
    () => new Map(countries?.map((country) => [country.alpha2, country.name])),
    [countries],
  );
  const title = pickup
    ? t('shipping.pickup.pageTitle', { location: pickup.location_name })
    : t('general:settingsNav.localPickup');
  useDocumentTitle(title);

  return (
    <Page
      title={title}
      backHref={hrefs.settings.shipping()}
      backLabel={t('general:settingsNav.shipping')}
    >
      {pickup ? (
        <Flex direction="column" gap="4">
          <Text as="p" color="gray">
            {addressText(pickup.address, (code) => names.get(code))}
          </Text>
          {/* Keyed by location: another one gets a fresh form. */}
          <PickupForm key={pickup.location_id} pickup={pickup} />
        </Flex>
      ) : (
        <DetailFallback
          query={query}
          notFound={{
            title: t('shipping.pickup.notFound'),
            description: t('shipping.pickup.notFoundDescription'),
          }}
          loading={<Skeleton height="40px" lines={4} />}
        />
      )}
    </Page>
  );
}
