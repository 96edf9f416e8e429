import { useTranslation } from 'react-i18next';
import { toast } from '@shop/ui';
import type { PickedCustomer } from '../form/customer-picks';
import { useAddCustomerGroupMembers, useRemoveCustomerGroupMember } from '../queries';

/** Long enough to read the toast and reach its Undo button (it pauses while pointed at or focused). */
const UNDO_TOAST_MS = 10_000;

/**
 * Takes one customer out of the group at once (nothing else on the page is saved with it). Instead
 * of asking first, the toast offers Undo, which puts the customer back. Held by the members section,
 * which outlives the removed row (a row's own hooks would be gone before Undo is clicked).
 */
export function useRemoveMember(groupId: string) {
  const { t } = useTranslation('non-settings');
  const remove = useRemoveCustomerGroupMember(groupId);
  const restore = useAddCustomerGroupMembers(groupId);

  const undo = async (customer: PickedCustomer) => {
    try {
      await restore.mutateAsync({ customer_ids: [customer.id] });
    } catch {
      return; // the HTTP client reports it
    }
    toast.success(t('customerGroups.members.restored', { name: customer.name }));
  };

  /** Resolves true once removed (a failure is reported by the HTTP client). */
  return async (customer: PickedCustomer): Promise<boolean> => {
    try {
      await remove.mutateAsync({ customerId: customer.id });
    } catch {
      return false;
    }
    toast.success(t('customerGroups.members.removed', { name: customer.name }), {
      durationMs: UNDO_TOAST_MS,
      action: { label: t('general:actions.undo'), onClick: () => void undo(customer) },
    });
    return true;
  };
}
