import { Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { fullName } from '../../../lib/format';

/** Who ordered: the shop's customer (a link to them) or the name and email given with a guest order. */
export function OrderCustomer({ order }: { order: Order }) {
  const { t } = useTranslation('non-settings');
  const { customer } = order;
  const name = customer ? fullName(customer) || customer.email : order.customer_name;
  const email = customer?.email ?? order.email;
  return (
    <Card size="2" asChild>
      <section aria-labelledby="order-customer-title">
        <Flex direction="column" gap="2">
          <Heading as="h2" size="3" id="order-customer-title">
            {t('general:fields.customer')}
          </Heading>
          {customer ? (
            <Link asChild size="2" weight="medium">
              <UiLink href={hrefs.customers.detail(customer.id)}>{name}</UiLink>
            </Link>
          ) : (
            <Flex direction="column">
              <Text size="2" weight="medium">
                {name || t('orders.customer.unknown')}
              </Text>
              <Text size="1" color="gray">
                {t('orders.customer.guest')}
              </Text>
            </Flex>
          )}
          {email ? (
            <Link size="2" href={`mailto:${email}`}>
              {email}
            </Link>
          ) : null}
        </Flex>
      </section>
    </Card>
  );
}
