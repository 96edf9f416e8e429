import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { shippingCarrier, type ShippingCarrierId } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDisconnectCarrier } from '../queries';

/** Disconnect a carrier after a confirmation naming it: its credentials are deleted. */
export function DisconnectCarrierButton({ carrierId }: { carrierId: ShippingCarrierId }) {
  const { t } = useTranslation('settings');
  const { name } = shippingCarrier(carrierId);
  const disconnect = useDisconnectCarrier(carrierId);
  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('shipping.carriers.disconnect')}
        </Button>
      }
      destructive
      title={t('shipping.carriers.disconnectTitle', { name })}
      description={t('shipping.carriers.disconnectDescription', { name })}
      confirmLabel={t('shipping.carriers.disconnect')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={async () => {
        await disconnect.mutateAsync();
        toast.success(t('shipping.carriers.disconnected', { name }));
      }}
    />
  );
}
