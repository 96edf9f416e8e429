import { useRef, useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shop/admin-api';
import { lazyAfterPageDrawn } from '../../../lib/lazy-after-page-drawn';

/**
 * The dialog and its form (the forms' library, zod) load once the page has drawn the order, or
 * sooner when the merchant points at the button; a click before they are there opens the dialog as
 * soon as they are.
 */
const FulfillDialog = lazyAfterPageDrawn(
  () => import('./FulfillDialog').then((module) => ({ default: module.FulfillDialog })),
  { namespaces: ['validation'] },
);

/** "Fulfil", the primary action while goods are left to send: opens FulfillDialog. */
export function FulfillButton({ order }: { order: Order }) {
  const { t } = useTranslation('non-settings');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...FulfillDialog.intent}
        onClick={() => setOpen(true)}
      >
        {t('orders.actions.fulfill.button')}
      </Button>
      <FulfillDialog order={order} open={open} onOpenChange={setOpen} trigger={button} />
    </>
  );
}
