import { useNavigate } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { customerListMemory } from '../list-params';
import { useDeleteCustomer } from '../queries';

/** Delete, after a confirmation naming the customer; then back to the list. */
export function DeleteCustomerButton({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const remove = useDeleteCustomer(customerId);

  // The dialog shows the pending state until the call settles and stays open if it fails (the HTTP
  // client reports the error).
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success(t('general:toast.deleted'));
    void navigate(customerListMemory.href(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('customers.delete.action')}
        </Button>
      }
      destructive
      title={t('general:actions.confirmDelete', { name })}
      description={t('customers.delete.description')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
