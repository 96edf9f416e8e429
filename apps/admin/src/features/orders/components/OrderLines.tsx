import { Card, Flex, Heading, Link, Table, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, Order } from '@shop/admin-api';
import { Money, UiLink } from '@shop/ui';
import { hrefs } from '../../../app/routing/hrefs';
import { Thumbnail } from '../../../lib/images/Thumbnail';
import { OrderTotals } from './OrderTotals';
import * as styles from './order-detail.css';

/** What was ordered: each line with its price, quantity, how much of it went out, and the totals. */
export function OrderLines({ order, currency }: { order: Order; currency: Currency }) {
  const { t } = useTranslation('non-settings');
  return (
    <Card size="2" asChild>
      <section aria-labelledby="order-lines-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="order-lines-title">
            {t('orders.lines.title')}
          </Heading>
          <Table.Root variant="ghost" size="2" aria-labelledby="order-lines-title">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeaderCell>{t('general:fields.product')}</Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end" className={styles.wideOnly}>
                  {t('general:fields.price')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end" className={styles.wideOnly}>
                  {t('orders.lines.quantity')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end" className={styles.wideOnly}>
                  {t('orders.fulfillmentStatus.fulfilled')}
                </Table.ColumnHeaderCell>
                <Table.ColumnHeaderCell justify="end">
                  {t('general:fields.total')}
                </Table.ColumnHeaderCell>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {order.lines.map((line) => (
                <Table.Row key={line.id} align="center">
                  <Table.RowHeaderCell>
                    <Flex gap="3" align="center">
                      <Thumbnail image={line.image} alt="" />
                      <Flex direction="column">
                        {line.product_id ? (
                          <Link asChild size="2" weight="medium">
                            <UiLink href={hrefs.products.detail(line.product_id)}>
                              {line.title}
                            </UiLink>
                          </Link>
                        ) : (
                          <Text size="2" weight="medium">
                            {line.title}
                          </Text>
                        )}
                        {line.variant_title ? (
                          <Text size="1" color="gray">
                            {line.variant_title}
                          </Text>
                        ) : null}
                        {line.sku ? (
                          <Text size="1" color="gray">
                            {t('orders.lines.sku', { sku: line.sku })}
                          </Text>
                        ) : null}
                        <Text size="1" color="gray" className={styles.narrowOnly}>
                          {line.quantity} × <Money minor={line.unit_price} currency={currency} />
                          {' · '}
                          {t('orders.lines.fulfilledSummary', {
                            fulfilled: line.fulfilled_quantity,
                            quantity: line.quantity,
                          })}
                        </Text>
                      </Flex>
                    </Flex>
                  </Table.RowHeaderCell>
                  <Table.Cell justify="end" className={styles.wideOnly}>
                    <Money minor={line.unit_price} currency={currency} />
                  </Table.Cell>
                  <Table.Cell justify="end" className={styles.wideOnly}>
                    {line.quantity}
                  </Table.Cell>
                  <Table.Cell justify="end" className={styles.wideOnly}>
                    <Text color={line.fulfilled_quantity === line.quantity ? 'green' : undefined}>
                      {t('orders.lines.fulfilledOf', {
                        fulfilled: line.fulfilled_quantity,
                        quantity: line.quantity,
                      })}
                    </Text>
                  </Table.Cell>
                  <Table.Cell justify="end">
                    <Money minor={line.unit_price * line.quantity} currency={currency} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <OrderTotals order={order} currency={currency} />
        </Flex>
      </section>
    </Card>
  );
}
