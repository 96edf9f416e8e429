import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { paymentProvider, type PaymentProviderId } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDisconnectPaymentProvider } from '../queries';

/** Disconnect a provider, after a confirmation that says what it means (§2). */
export function DisconnectButton({
  provider,
  size = '2',
}: {
  provider: PaymentProviderId;
  size?: '1' | '2';
}) {
  const { t } = useTranslation('settings');
  const { name } = paymentProvider(provider);
  const disconnect = useDisconnectPaymentProvider(provider);
  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await disconnect.mutateAsync();
    toast.success(t('payments.disconnected', { name }));
  };
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="soft"
          color="red"
          size={size}
          aria-label={t('payments.disconnectNamed', { name })}
        >
          {t('payments.disconnect')}
        </Button>
      }
      destructive
      title={t('payments.disconnectTitle', { name })}
      description={t('payments.disconnectDescription', { name })}
      confirmLabel={t('payments.disconnect')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
