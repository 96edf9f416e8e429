import { Flex, Grid, Text } from '@radix-ui/themes';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@shop/admin-api';
import { DateTime, Page } from '@shop/ui';
import { useDocumentTitle } from '../../../lib/document-title';
import {
  DeliveryStatusBadge,
  FinancialStatusBadge,
  FulfillmentStatusBadge,
} from '../../../lib/orders/OrderStatusBadges';
import { useShop } from '../../../lib/queries/shop';
import { queryClient } from '../../../lib/query-client/query-client';
import { DetailFallback } from '../../../shared/detail/DetailFallback';
import { OrderActions } from '../components/OrderActions';
import { OrderAddresses } from '../components/OrderAddresses';
import { OrderCustomer } from '../components/OrderCustomer';
import { OrderDelivery } from '../components/OrderDelivery';
import { OrderLines } from '../components/OrderLines';
import { OrderNote } from '../components/OrderNote';
import { OrderTimeline } from '../components/OrderTimeline';
import { orderListMemory } from '../list-params';
import { orderQuery, useOrder } from '../queries';

// 'validation' comes with the note form and the fulfil dialog, which load once the order is drawn.
export const namespaces = ['non-settings'] as const;

export async function loader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(orderQuery(params.orderId ?? ''));
}

export function Component() {
  const { t } = useTranslation('non-settings');
  const orderId = useParams().orderId ?? '';
  const { data: order, error, isPending, refetch } = useOrder(orderId);
  const { data: shop } = useShop();
  const currency = shop?.currency ?? DEFAULT_CURRENCY;
  const backHref = orderListMemory.href();
  const title = order
    ? t('orders.detail.title', {
        number: t('general:fields.orderNumber', { number: order.order_number }),
      })
    : t('general:fields.order');
  useDocumentTitle(title);

  if (!order) {
    return (
      <Page title={title} backHref={backHref} backLabel={t('orders.back')}>
        <DetailFallback
          query={{ isPending, error, refetch }}
          notFound={{
            title: t('orders.detail.notFound'),
            description: t('orders.detail.notFoundDescription'),
          }}
        />
      </Page>
    );
  }

  return (
    <Page
      title={title}
      backHref={backHref}
      backLabel={t('orders.back')}
      actions={<OrderActions order={order} />}
    >
      <Flex direction="column" gap="4">
        <Flex gap="3" align="center" wrap="wrap">
          <FinancialStatusBadge status={order.financial_status} />
          <FulfillmentStatusBadge status={order.fulfillment_status} />
          {/* Ready for pickup, picked up, delivered: where the goods are once they left the shelf. */}
          {order.delivery_status !== 'pending' ? (
            <DeliveryStatusBadge status={order.delivery_status} />
          ) : null}
          <Text size="2" color="gray">
            {t('orders.detail.placed')} <DateTime value={order.created_at} time />
          </Text>
        </Flex>
        <Grid columns={{ initial: '1', md: '2fr 1fr' }} gap="4" align="start">
          <Flex direction="column" gap="4">
            <OrderLines order={order} currency={currency} />
            <OrderTimeline events={order.events} currency={currency} />
          </Flex>
          <Flex direction="column" gap="4">
            <OrderCustomer order={order} />
            <OrderDelivery order={order} />
            <OrderAddresses order={order} />
            {/* Keyed by id: another order gets a fresh form, never the previous one's edits. */}
            <OrderNote key={order.id} order={order} />
          </Flex>
        </Grid>
      </Flex>
    </Page>
  );
}
