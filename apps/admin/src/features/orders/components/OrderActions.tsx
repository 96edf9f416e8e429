import { Flex } from '@radix-ui/themes';
import type { Order } from '@shop/admin-api';
import type { SimpleOrderAction } from '../queries';
import { FulfillButton } from './FulfillButton';
import { OrderActionButton } from './OrderActionButton';

/**
 * Exactly the actions the server allows from the order's state (`allowed_actions`): the page never
 * offers a move the state machine would refuse. The next step for the goods is the primary button.
 */
export function OrderActions({ order }: { order: Order }) {
  const allowed = order.allowed_actions;
  const simple = allowed.filter((action): action is SimpleOrderAction => action !== 'fulfill');
  if (allowed.length === 0) return null;
  return (
    <Flex gap="2" wrap="wrap">
      {simple.map((action) => (
        <OrderActionButton
          key={action}
          order={order}
          action={action}
          primary={action !== 'mark-as-paid'}
        />
      ))}
      {allowed.includes('fulfill') ? <FulfillButton order={order} /> : null}
    </Flex>
  );
}
