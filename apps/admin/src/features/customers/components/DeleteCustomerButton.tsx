import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AlertDialog, Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import { LEAVE_WITHOUT_PROMPT } from '../../../lib/forms/unsaved-changes';
import { customerListHref } from '../list-memory';
import { useDeleteCustomer } from '../queries';

/** Delete, after a confirmation naming the customer; then back to the list. */
export function DeleteCustomerButton({ customerId, name }: { customerId: string; name: string }) {
  const { t } = useTranslation('non-settings');
  const navigate = useNavigate();
  const remove = useDeleteCustomer(customerId);
  const [open, setOpen] = useState(false);

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('general:toast.deleted'));
        void navigate(customerListHref(), { state: LEAVE_WITHOUT_PROMPT });
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialog.Trigger>
        <Button color="red" variant="soft">
          {t('customers.delete.action')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="440px">
        <AlertDialog.Title>{t('customers.delete.title', { name })}</AlertDialog.Title>
        <AlertDialog.Description size="2">
          {t('customers.delete.description')}
        </AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={remove.isPending}>
              {t('customers.delete.cancel')}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('customers.delete.confirm')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
