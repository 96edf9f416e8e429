import { useNavigate } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { customerGroupListMemory } from '../list-params';
import { useDeleteCustomerGroup } from '../queries';

/** Delete, after a confirmation naming the group; then back to the list. */
export function DeleteCustomerGroupButton({ groupId, name }: { groupId: string; name: string }) {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const remove = useDeleteCustomerGroup(groupId);

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success(t('general:toast.deleted'));
    void navigate(customerGroupListMemory.href(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('customerGroups.delete.action')}
        </Button>
      }
      destructive
      title={t('general:actions.confirmDelete', { name })}
      description={t('customerGroups.delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
