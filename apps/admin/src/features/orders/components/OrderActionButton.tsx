import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { ConfirmDialogAfterPageDrawn } from '../../../lib/dialogs/confirm-dialog-after-page-drawn';
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
  const [open, setOpen] = useState(false);

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
    <>
      <Button
        variant={primary ? 'solid' : 'soft'}
        loading={run.isPending}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...ConfirmDialogAfterPageDrawn.intent}
        onClick={() => setOpen(true)}
      >
        {t(`${key}.button`)}
      </Button>
      <ConfirmDialogAfterPageDrawn
        open={open}
        onOpenChange={setOpen}
        title={t(`${key}.confirmTitle`, { number })}
        description={t(`${key}.confirmDescription`)}
        // The confirming button repeats the action's name unless the action has a shorter one.
        confirmLabel={t([`${key}.confirm`, `${key}.button`])}
        cancelLabel={t('orders.actions.cancel')}
        onConfirm={confirm}
      />
    </>
  );
}
