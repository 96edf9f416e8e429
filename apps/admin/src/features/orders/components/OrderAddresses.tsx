import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Address, Order } from '@shop/admin-api';
import { addressLines, sameAddress } from '../format';
import * as styles from './order-detail.css';

function AddressSection({
  id,
  title,
  address,
  empty,
}: {
  id: string;
  title: string;
  address: Address | null;
  empty: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Flex direction="column" gap="1" asChild>
      <section aria-labelledby={id}>
        <Heading as="h2" size="3" id={id}>
          {title}
        </Heading>
        {address ? (
          <address className={styles.address}>
            {addressLines(address, i18n.resolvedLanguage ?? i18n.language).map((line, i) => (
              <Text as="div" size="2" key={i}>
                {line}
              </Text>
            ))}
          </address>
        ) : (
          <Text size="2" color="gray">
            {empty}
          </Text>
        )}
      </section>
    </Flex>
  );
}

/** Where a pickup order is collected: the location's name and address, not a shipping address. */
function PickupSection({ location }: { location: Order['pickup_location'] }) {
  const { t } = useTranslation('non-settings');
  const { address } = location ?? {};
  const lines = address
    ? [address.line, address.line2, [address.zip, address.city].filter(Boolean).join(' ')]
    : [];
  return (
    <Flex direction="column" gap="1" asChild>
      <section aria-labelledby="order-pickup-location">
        <Heading as="h2" size="3" id="order-pickup-location">
          {t('orders.addresses.pickup')}
        </Heading>
        {location ? (
          <address className={styles.address}>
            <Text as="div" size="2" weight="medium">
              {location.name}
            </Text>
            {lines.filter(Boolean).map((line, i) => (
              <Text as="div" size="2" key={i}>
                {line}
              </Text>
            ))}
          </address>
        ) : (
          <Text size="2" color="gray">
            {t('orders.addresses.pickupRemoved')}
          </Text>
        )}
      </section>
    </Flex>
  );
}

/**
 * Where the goods go and who pays: the billing address is named once when it repeats. A pickup
 * order is collected at a location: that is shown in place of a shipping address.
 */
export function OrderAddresses({ order }: { order: Order }) {
  const { t } = useTranslation('non-settings');
  const billing = (
    <AddressSection
      id="order-billing-address"
      title={t('orders.addresses.billing')}
      address={order.billing_address}
      empty={t('orders.addresses.none')}
    />
  );
  if (order.delivery_method === 'pickup') {
    return (
      <Card size="2">
        <Flex direction="column" gap="4">
          <PickupSection location={order.pickup_location} />
          {billing}
        </Flex>
      </Card>
    );
  }
  const repeated = sameAddress(order.shipping_address, order.billing_address);
  return (
    <Card size="2">
      <Flex direction="column" gap="4">
        <AddressSection
          id="order-shipping-address"
          title={t('orders.addresses.shipping')}
          address={order.shipping_address}
          empty={t('orders.addresses.none')}
        />
        {repeated ? (
          <Flex direction="column" gap="1" asChild>
            <section aria-labelledby="order-billing-address">
              <Heading as="h2" size="3" id="order-billing-address">
                {t('orders.addresses.billing')}
              </Heading>
              <Text size="2" color="gray">
                {t('orders.addresses.sameAsShipping')}
              </Text>
            </section>
          </Flex>
        ) : (
          billing
        )}
      </Flex>
    </Card>
  );
}
