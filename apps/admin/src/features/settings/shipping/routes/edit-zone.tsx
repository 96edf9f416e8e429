import { useParams } from 'react-router';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorView, Page, Skeleton } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { useDocumentTitle } from '../../../../lib/document-title';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { referenceLanguageNow } from '../../reference-language';
import { DeleteZoneButton } from '../components/DeleteZoneButton';
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

/** Settings › shipping › {zoneId}: the zone's form, its delete, or why it cannot be shown. */
export function Component() {
  const { t } = useTranslation('settings');
  const zoneId = useParams().zoneId ?? '';
  const shipping = useShipping();
  const currency = useShop().data?.currency;
  const zone = shipping.data?.zones.find((candidate) => candidate.id === zoneId);
  useDocumentTitle(zone?.name);

  let content;
  if (shipping.data && currency) {
    content = zone ? (
      <Flex direction="column" gap="4">
        {/* Keyed by id: another zone gets a fresh form, never the previous one's edits. */}
        <ZoneForm key={zone.id} doc={shipping.data} zone={zone} currency={currency} />
        <Flex justify="start">
          <DeleteZoneButton zone={zone} />
        </Flex>
      </Flex>
    ) : (
      <EmptyState
        title={t('shipping.zones.notFound')}
        description={t('shipping.zones.notFoundDescription')}
      />
    );
  } else if (shipping.isPending) {
    content = <Skeleton height="40px" lines={6} />;
  } else {
    content = (
      <ErrorView supportEmail={config.supportEmail} onRetry={() => void shipping.refetch()} />
    );
  }

  return (
    <Page
      title={zone?.name ?? t('general:settingsNav.editShippingZone')}
      backHref={hrefs.settings.shipping()}
      backLabel={t('general:settingsNav.shipping')}
    >
      {content}
    </Page>
  );
}
