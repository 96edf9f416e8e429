import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { TaxRate } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDeleteTaxRate } from '../queries';

/** Delete, after a confirmation titled with the rate's name and saying what it means (§2). */
export function DeleteTaxRateButton({ rate }: { rate: TaxRate }) {
  const { t } = useTranslation('settings');
  const remove = useDeleteTaxRate(rate.id);

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success(t('general:toast.deleted'));
  };

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="soft"
          color="red"
          size="1"
          aria-label={t('taxes.deleteAction', { name: rate.name })}
        >
          {t('general:actions.delete')}
        </Button>
      }
      destructive
      title={t('general:actions.confirmDelete', { name: rate.name })}
      description={t('taxes.deleteDescription')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
