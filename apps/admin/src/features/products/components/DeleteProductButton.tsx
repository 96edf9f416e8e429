import { useNavigate } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { productListMemory } from '../list-params';
import { useDeleteProduct } from '../queries';

/** Delete, after a confirmation naming the product; then back to the list. */
export function DeleteProductButton({ productId, title }: { productId: string; title: string }) {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const remove = useDeleteProduct(productId);

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success(t('general:toast.deleted'));
    void navigate(productListMemory.href(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('products.delete.action')}
        </Button>
      }
      destructive
      title={t('general:actions.confirmDelete', { name: title })}
      description={t('products.delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
