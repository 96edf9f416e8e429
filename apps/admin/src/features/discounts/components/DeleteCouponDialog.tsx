import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponSummary } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDeleteCoupon } from '../queries';

/**
 * §8: "Are you sure you want to delete this discount code?", then "Discount code deleted" or "Error
 * deleting discount code". One dialog for the whole list, outside the table, so its clicks never
 * reach a row (a row click opens the code).
 */
export const DeleteCouponDialog = memo(function DeleteCouponDialog({
  coupon,
  onClose,
  onDeleted,
}: {
  /** The code to delete; null: the dialog is closed. */
  coupon: Pick<CouponSummary, 'id' | 'code'> | null;
  onClose: () => void;
  /** After the delete (the list takes the code out of its selection; a code's page leaves). */
  onDeleted: (id: string) => void;
}) {
  const { t } = useTranslation('discounts');
  const remove = useDeleteCoupon();

  const confirm = async () => {
    if (!coupon) return;
    try {
      await remove.mutateAsync(coupon.id);
    } catch {
      toast.error(t('delete.failed'));
      return;
    }
    toast.success(t('delete.done'));
    onDeleted(coupon.id);
  };

  return (
    <ConfirmDialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      destructive
      title={t('delete.confirm')}
      description={t('delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
});
