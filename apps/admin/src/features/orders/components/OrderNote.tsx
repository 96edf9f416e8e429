import { Card, Flex, Heading } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { Skeleton } from '@shop/ui';
import { lazyAfterPageDrawn } from '../../../lib/lazy-after-page-drawn';

/**
 * The order's note, at the foot of the page: its form (the forms' library, zod, the conflict
 * dialog) loads once the page has drawn the order, a card of the same heading standing in for it.
 */
const OrderNoteForm = lazyAfterPageDrawn(
  () => import('./OrderNoteForm').then((module) => ({ default: module.OrderNoteForm })),
  { namespaces: ['validation'] },
);

function OrderNotePlaceholder() {
  const { t } = useTranslation();
  return (
    <Card size="2" aria-busy="true">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="3">
          {t('fields.note')}
        </Heading>
        <Skeleton height="96px" />
      </Flex>
    </Card>
  );
}

export function OrderNote({ order }: { order: Order }) {
  return <OrderNoteForm order={order} fallback={<OrderNotePlaceholder />} />;
}
