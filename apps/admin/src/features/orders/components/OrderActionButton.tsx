import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { ACTION_KEYS } from '../actions';
import { useOrderAction, type SimpleOrderAction } from '../queries';
import { refusalOf } from '../refused';

/**
 * One action without a body (mark as paid, ready for pickup, picked up, delivered). Each changes the
 * order for good, so it asks first. A refusal (someone else moved the order on meanwhile) is explained,
 * and the page shows the order as it is now (the query reloads it); other failures are reported by
 * the app.
 */
export function OrderActionButton({
  order,
  action,
  primary,
}: {
  order: Order;
  action: SimpleOrderAction;
  primary: boolean;
}) {
  const { t } = useTranslation('non-settings');
  const run = useOrderAction(order.id);
  const key = `orders.actions.${ACTION_KEYS[action]}`;
  const number = t('general:fields.orderNumber', { number: order.order_number });

  const confirm = async () => {
    try {
      await run.mutateAsync({ action });
      toast.success(t(`${key}.done`, { number }));
    } catch (error) {
      const refusal = refusalOf(error, t);
      if (refusal) toast.error(t('orders.refusals.reloaded', { reason: refusal }));
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <Button variant={primary ? 'solid' : 'soft'} loading={run.isPending}>
          {t(`${key}.button`)}
        </Button>
      }
      title={t(`${key}.confirmTitle`, { number })}
      description={t(`${key}.confirmDescription`)}
      // The confirming button repeats the action's name unless the action has a shorter one.
      confirmLabel={t([`${key}.confirm`, `${key}.button`])}
      cancelLabel={t('orders.actions.cancel')}
      onConfirm={confirm}
    />
  );
}
