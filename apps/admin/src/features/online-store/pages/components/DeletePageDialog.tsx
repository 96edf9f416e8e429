import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { useDeletePage } from '../queries';

/** "Delete this page?", then "Page deleted" or the failure, from the page's screen. */
export function DeletePageDialog({
  pageId,
  open,
  onClose,
  onDeleted,
}: {
  pageId: string;
  open: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('navigation');
  const remove = useDeletePage(pageId);

  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      toast.error(t('pages.delete.failed'));
      return;
    }
    toast.success(t('pages.delete.done'));
    onDeleted();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      destructive
      title={t('pages.delete.confirm')}
      description={t('pages.delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
