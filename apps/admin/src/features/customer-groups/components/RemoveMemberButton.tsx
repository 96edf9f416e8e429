import { useState } from 'react';
import { Button } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PickedCustomer } from '../form/customer-picks';

/** A member row's Remove button: busy while its call runs. */
export function RemoveMemberButton({
  customer,
  onRemove,
}: {
  customer: PickedCustomer;
  onRemove: (customer: PickedCustomer) => Promise<boolean>;
}) {
  const { t } = useTranslation('non-settings');
  const [pending, setPending] = useState(false);
  return (
    <Button
      type="button"
      size="1"
      variant="soft"
      color="red"
      loading={pending}
      aria-label={t('customerGroups.members.remove', { name: customer.name })}
      onClick={() => {
        setPending(true);
        void onRemove(customer).finally(() => setPending(false));
      }}
    >
      {t('general:actions.remove')}
    </Button>
  );
}
