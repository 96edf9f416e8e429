import { useNavigate } from 'react-router';
import { Button } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ShippingSettings, ShippingZone } from '@shop/admin-api';
import { ConfirmDialog, toast } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { LEAVE_WITHOUT_PROMPT } from '../../../../lib/forms/unsaved-changes';
import { shippingKeys } from '../../../../lib/queries/query-keys';
import { useDeleteZone } from '../queries';

/**
 * Delete a zone, after a confirmation naming it: checkout stops shipping to its countries. The
 * zones are saved without it; then back to the shipping page.
 */
export function DeleteZoneButton({ zone }: { zone: ShippingZone }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useDeleteZone();

  // The dialog shows the pending state until the call settles and stays open if it fails (the
  // HTTP client reports the error; a 409 leaves the newer zones in the cache to delete from).
  const confirm = async () => {
    const doc = queryClient.getQueryData<ShippingSettings>(shippingKeys.zones());
    if (!doc) return;
    await remove.mutateAsync({ doc, zoneId: zone.id });
    toast.success(t('shipping.zones.deleted', { name: zone.name }));
    void navigate(hrefs.settings.shipping(), { state: LEAVE_WITHOUT_PROMPT });
  };

  return (
    <ConfirmDialog
      trigger={
        <Button color="red" variant="soft">
          {t('shipping.zones.delete')}
        </Button>
      }
      destructive
      title={t('general:actions.confirmDelete', { name: zone.name })}
      description={t('shipping.zones.deleteDescription')}
      confirmLabel={t('general:actions.delete')}
      cancelLabel={t('general:actions.cancel')}
      onConfirm={confirm}
    />
  );
}
