import { Callout, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PICKUP_READY_TIMES, type LocalPickup } from '@shop/admin-api';
import { ConflictDialog, SelectField, SwitchField, TextareaField, UiLink } from '@shop/ui';
import { hrefs } from '../../../../app/routing/hrefs';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { pickupBody, pickupToForm } from '../form/pickup-form';
import { useUpdatePickup } from '../queries';

/**
 * Local pickup at one location (§2 shipping › local-pickup/{locationId}): the switch that offers
 * it, what buyers are told to do, and how soon an order is usually ready, saved together over the
 * version loaded. Orders placed for pickup are then made ready and handed over from the order.
 */
export function PickupForm({ pickup }: { pickup: LocalPickup }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdatePickup(pickup.location_id);
  const edit = useEditForm({
    record: pickup,
    recordSchema: 'localPickupSchema',
    toFormValues: pickupToForm,
    body: pickupBody(pickup),
    update: update.mutateAsync,
  });
  const { control } = edit.form;

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('shipping.pickup.formLabel', { location: pickup.location_name })}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        {pickup.fulfills_online_orders ? null : (
          <Callout.Root color="amber">
            <Callout.Text>
              {t('shipping.pickup.needsOnlineOrders')}{' '}
              <UiLink href={hrefs.settings.editLocation(pickup.location_id)}>
                {t('shipping.pickup.openLocation', { location: pickup.location_name })}
              </UiLink>
            </Callout.Text>
          </Callout.Root>
        )}
        <FormSection title={t('shipping.pickup.offerTitle')}>
          <SwitchField
            control={control}
            name="enabled"
            label={t('shipping.pickup.enabled')}
            description={t('shipping.pickup.enabledHint')}
          />
        </FormSection>
        <FormSection title={t('shipping.pickup.detailsTitle')}>
          <TextareaField
            control={control}
            name="instructions"
            label={t('shipping.pickup.instructions')}
            description={t('shipping.pickup.instructionsHint')}
          />
          <SelectField
            control={control}
            name="ready_time"
            label={t('shipping.pickup.readyTime')}
            description={t('shipping.pickup.readyTimeHint')}
            options={PICKUP_READY_TIMES.map((value) => ({
              value,
              label: t(`shipping.pickup.readyTimes.${value}`),
            }))}
          />
        </FormSection>
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
