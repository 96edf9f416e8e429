import { useTranslation } from 'react-i18next';
import type { DiscountThreshold } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDeleteThreshold } from './queries';

/** Asks before a tier goes; orders that met it keep its name and what it took off. */
export function DeleteThresholdDialog({
  tier,
  onClose,
}: {
  /** The tier to delete; null: the dialog is closed. */
  tier: DiscountThreshold | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('discounts');
  const remove = useDeleteThreshold(tier?.id ?? '');
  const confirm = async () => {
    if (!tier) return;
    try {
      await remove.mutateAsync();
    } catch {
      toast.error(t('thresholds.delete.failed'));
      return;
    }
    toast.success(t('thresholds.delete.done'));
    onClose();
  };
  return (
    <ConfirmDialog
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      destructive
      title={t('thresholds.delete.confirm', { name: tier?.name ?? '' })}
      description={t('thresholds.delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
