import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { DateTime } from '@shop/ui';
import { DeliveryStatusBadge, FulfillmentStatusBadge } from '../../../lib/orders/OrderStatusBadges';
import { webLink } from '../format';
import * as styles from './order-detail.css';
import { TrackingInfo } from './TrackingInfo';

/** How the goods reach the buyer, how far that got, and each fulfilment with its tracking. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation('non-settings');
  return (
    <Card size="2" asChild>
      <section aria-labelledby="order-delivery-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="3" id="order-delivery-title">
            {t(`orders.deliveryMethod.${order.delivery_method}`)}
          </Heading>
          <Flex gap="2" wrap="wrap">
            <FulfillmentStatusBadge status={order.fulfillment_status} />
            {order.delivery_status !== 'pending' ? (
              <DeliveryStatusBadge status={order.delivery_status} />
            ) : null}
          </Flex>
          {order.fulfillments.length > 0 ? (
            <ol className={styles.stack} aria-label={t('orders.fulfillments.title')}>
              {order.fulfillments.map((fulfillment, i) => (
                <Flex as="div" direction="column" gap="1" key={fulfillment.id} asChild>
                  <li>
                    <Text size="2" weight="medium">
                      {t('orders.fulfillments.entry', {
                        number: i + 1,
                        count: fulfillment.lines.reduce((n, line) => n + line.quantity, 0),
                      })}
                    </Text>
                    <Text size="1" color="gray">
                      <DateTime value={fulfillment.created_at} time />
                    </Text>
                    {fulfillment.tracking_number || fulfillment.tracking_url ? (
                      <TrackingInfo
                        company={fulfillment.tracking_company}
                        number={fulfillment.tracking_number}
                        url={webLink(fulfillment.tracking_url)}
                      />
                    ) : null}
                  </li>
                </Flex>
              ))}
            </ol>
          ) : (
            <Text size="2" color="gray">
              {t('orders.fulfillments.none')}
            </Text>
          )}
        </Flex>
      </section>
    </Card>
  );
}
