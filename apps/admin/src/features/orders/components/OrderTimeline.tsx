import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency, OrderEvent } from '@shop/admin-api';
import { DateTime, formatMoney } from '@shop/ui';
import { eventText, eventTracking } from '../timeline/event-text';
import * as styles from './order-detail.css';
import { TrackingInfo } from './TrackingInfo';

function TimelineEntry({ event, currency }: { event: OrderEvent; currency: Currency }) {
  const { t } = useTranslation('non-settings');
  const { key, values } = eventText(event);
  const tracking = eventTracking(event);
  return (
    <li className={styles.timelineEntry}>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium">
          {t(`orders.timeline.${key}`, {
            count: values.count,
            amount: values.amount === undefined ? undefined : formatMoney(values.amount, currency),
          })}
        </Text>
        {tracking ? <TrackingInfo {...tracking} /> : null}
        <Text size="1" color="gray">
          <DateTime value={event.created_at} time />
          {event.author_name ? ` · ${t('orders.timeline.by', { name: event.author_name })}` : null}
        </Text>
      </Flex>
    </li>
  );
}

/** What happened to the order, the latest first. */
export function OrderTimeline({ events, currency }: { events: OrderEvent[]; currency: Currency }) {
  const { t } = useTranslation('non-settings');
  // The server sends the oldest first.
  const latestFirst = [...events].reverse();
  return (
    <Card size="2" asChild>
      <section aria-labelledby="order-timeline-title">
        <Flex direction="column" gap="3">
          <Heading as="h2" size="4" id="order-timeline-title">
            {t('orders.timeline.title')}
          </Heading>
          <ol className={styles.stack} aria-labelledby="order-timeline-title">
            {latestFirst.map((event) => (
              <TimelineEntry key={event.id} event={event} currency={currency} />
            ))}
          </ol>
        </Flex>
      </section>
    </Card>
  );
}
