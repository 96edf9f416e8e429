import type { ReactNode } from 'react';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorView, Page, Skeleton, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { config } from '../../../../lib/config';
import { queryClient } from '../../../../lib/query-client/query-client';
import { countriesQuery } from '../../../../lib/queries/reference-data';
import { shopQuery, useShop } from '../../../../lib/queries/shop';
import { referenceLanguageNow } from '../../reference-language';
import { CarrierList } from '../components/CarrierList';
import { PickupTable } from '../components/PickupTable';
import { ZonesTable } from '../components/ZonesTable';
import {
  carriersQuery,
  pickupListQuery,
  shippingQuery,
  useCarriers,
  usePickupList,
  useShipping,
} from '../queries';

export const namespaces = ['settings'] as const;

export async function loader() {
  await Promise.all([
    queryClient.ensureQueryData(shippingQuery),
    queryClient.ensureQueryData(carriersQuery),
    queryClient.ensureQueryData(pickupListQuery),
    queryClient.ensureQueryData(shopQuery),
    queryClient.ensureQueryData(countriesQuery(referenceLanguageNow())),
  ]);
}

/** A titled part of the page, with what it shows or why it cannot. */
function Part({
  id,
  title,
  intro,
  actions,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby={id}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="4" id={id}>
            {title}
          </Heading>
          {actions}
        </Flex>
        <Text as="p" size="2" color="gray">
          {intro}
        </Text>
        {children}
      </section>
    </Flex>
  );
}

/** What a query shows: its content, a skeleton while it loads, or the error view with a retry. */
function loaded<T>(
  query: { data: T | undefined; isPending: boolean; refetch: () => unknown },
  show: (data: T) => ReactNode,
) {
  if (query.data !== undefined) return show(query.data);
  if (query.isPending) return <Skeleton height="32px" lines={3} />;
  return <ErrorView supportEmail={config.supportEmail} onRetry={() => void query.refetch()} />;
}

/**
 * Settings › shipping (§2): the zones with their rates, the carriers the shop can connect, and
 * local pickup at each location.
 */
export function Component() {
  const { t } = useTranslation('settings');
  const shipping = useShipping();
  const carriers = useCarriers();
  const pickups = usePickupList();
  const currency = useShop().data?.currency;
  const addZone = (
    <Button asChild>
      <UiLink href={hrefs.settings.newShippingZone()}>{t('shipping.zones.add')}</UiLink>
    </Button>
  );

  return (
    <Page title={t('general:settingsNav.shipping')} actions={addZone}>
      <Flex direction="column" gap="6">
        <Text as="p" color="gray">
          {t('shipping.intro')}
        </Text>
        <Part
          id="shipping-zones"
          title={t('shipping.zones.title')}
          intro={t('shipping.zones.intro')}
        >
          {loaded(shipping, (doc) => {
            if (!doc.zones.length) {
              return (
                <EmptyState
                  title={t('shipping.zones.empty')}
                  description={t('shipping.zones.emptyDescription')}
                />
              );
            }
            return currency ? (
              <ZonesTable doc={doc} currency={currency} />
            ) : (
              <Skeleton height="32px" lines={3} />
            );
          })}
        </Part>
        <Part
          id="shipping-carriers"
          title={t('shipping.carriers.title')}
          intro={t('shipping.carriers.intro')}
        >
          {loaded(carriers, (list) => (
            <CarrierList carriers={list.items} />
          ))}
        </Part>
        <Part
          id="shipping-pickup"
          title={t('shipping.pickup.title')}
          intro={t('shipping.pickup.intro')}
        >
          {loaded(pickups, (list) => (
            <PickupTable pickups={list.items} />
          ))}
        </Part>
      </Flex>
    </Page>
  );
}
