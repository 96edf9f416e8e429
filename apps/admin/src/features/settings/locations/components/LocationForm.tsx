import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Location } from '@shop/admin-api';
import { ConflictDialog, ReferenceSelectField, SwitchField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { useCountries, useStates } from '../../../../lib/queries/reference-data';
import { countryOptions, stateOptions } from '../../../../lib/queries/reference-options';
import { locationBody, locationToForm } from '../form/location-form';
import { useUpdateLocation } from '../queries';

/**
 * A location's name, address and online fulfilment (§2 settings › locations › edit). The country
 * comes first: its states (ISO 3166-2, from the reference data) are the state field's choices, and a
 * country without any shows no state field. Saved over the version loaded (409: the conflict dialog).
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
  const { control, getValues, setValue } = edit.form;
  const country = useWatch({ control, name: 'country' });
  const countries = useCountries();
  const states = useStates(country);
  const countryChoices = useMemo(
    () => countryOptions(countries.data?.items ?? []),
    [countries.data],
  );
  const stateChoices = useMemo(() => stateOptions(states.data?.items ?? []), [states.data]);
  // Until the country's states arrive the field stays, so the form does not jump.
  const hasStates = !!country && (states.isPending || stateChoices.length > 0);

  // A state belongs to its country: picking another country lets go of the old one's state.
  useEffect(() => {
    const state = getValues('state');
    if (state && country && !state.startsWith(`${country}-`)) {
      setValue('state', null, { shouldDirty: true });
    }
  }, [country, getValues, setValue]);

  return (
    <form noValidate onSubmit={edit.onSubmit} aria-label={t('general:settingsNav.editLocation')}>
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
          <ReferenceSelectField
            control={control}
            name="country"
            label={t('locations.fields.country')}
            placeholder={t('locations.fields.countryPlaceholder')}
            options={countryChoices}
            isLoading={countries.isPending}
          />
          <TextField
            control={control}
            name="line"
            label={t('locations.fields.line')}
            autoComplete="address-line1"
          />
          <TextField
            control={control}
            name="line2"
            label={t('locations.fields.line2')}
            autoComplete="address-line2"
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="3">
            <TextField
              control={control}
              name="city"
              label={t('locations.fields.city')}
              autoComplete="address-level2"
            />
            <TextField
              control={control}
              name="zip"
              label={t('locations.fields.zip')}
              autoComplete="postal-code"
            />
          </Grid>
          {hasStates ? (
            <ReferenceSelectField
              control={control}
              name="state"
              label={t('locations.fields.state')}
              placeholder={t('locations.fields.statePlaceholder')}
              options={stateChoices}
              isLoading={states.isPending}
              clearable
            />
          ) : null}
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
    </form>
  );
}
