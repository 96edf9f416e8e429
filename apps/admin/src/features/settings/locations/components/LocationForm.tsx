import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Location } from '@shop/admin-api';
import { ConflictDialog, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { AddressFields } from '../../../../shared/address/AddressFields';
import { locationBody, locationToForm } from '../form/location-form';
import { useUpdateLocation } from '../queries';

/**
 * A location's name, address (by its country's rules, as the shop's) and online fulfilment (§2
 * settings › locations › edit). Saved over the version loaded (409: the conflict dialog).
 */
export function LocationForm({ location }: { location: Location }) {
  const { t } = useTranslation(['settings', 'validation']);
  const update = useUpdateLocation(location.id);
  const edit = useEditForm({
    record: location,
    recordSchema: 'locationSchema',
    toFormValues: locationToForm,
    body: locationBody,
    update: update.mutateAsync,
  });
  const { control } = edit.form;

  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('general:settingsNav.editLocation')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('general:sections.details')}>
          <TextField
            control={control}
            name="name"
            label={t('locations.fields.name')}
            description={t('locations.fields.nameHint')}
            autoComplete="off"
          />
        </FormSection>
        <FormSection title={t('locations.sections.address')}>
          <AddressFields form={edit.form} />
        </FormSection>
        <FormSection title={t('locations.sections.fulfilment')}>
          <SwitchField
            control={control}
            name="fulfills_online_orders"
            label={t('locations.fields.fulfills')}
            description={t('locations.fields.fulfillsHint')}
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
