import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { useBulkDeleteCoupons } from '../queries';

/**
 * §8: "Are you sure you want to delete selected discount codes?", then "Discount codes deleted" with
 * the selection cleared, or "Error deleting discount codes". Codes deleted meanwhile by someone else
 * are said to be gone already.
 */
export const BulkDeleteDialog = memo(function BulkDeleteDialog({
  ids,
  onClose,
  onDeleted,
}: {
  /** The codes to delete; null: the dialog is closed. */
  ids: string[] | null;
  onClose: () => void;
  /** After the delete: the list clears its selection. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation('discounts');
  const remove = useBulkDeleteCoupons();

  const confirm = async () => {
    if (!ids) return;
    let skipped: number;
    try {
      skipped = (await remove.mutateAsync(ids)).skipped.length;
    } catch {
      toast.error(t('bulkDelete.failed'));
      return;
    }
    toast.success(t('bulkDelete.done'));
    if (skipped > 0) toast.info(t('bulkDelete.skipped', { count: skipped }));
    onDeleted();
  };

  return (
    <ConfirmDialog
      open={ids !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      destructive
      title={t('bulkDelete.confirm')}
      description={t('bulkDelete.description', { count: ids?.length ?? 0 })}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
});
