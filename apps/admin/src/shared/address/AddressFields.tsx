import { useEffect, useMemo } from 'react';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { ReferenceSelectField, TextField } from '@shop/ui';
import { useCountries, useStates } from '../../lib/queries/reference-data';
import { countryOptions, stateOptions } from '../../lib/queries/reference-options';
import { addressLayout, type AddressValues } from './address-fields';

/**
 * A postal address's fields (the shop's, a location's), country first and the others as its
 * addresses are written: its states (ISO 3166-2, from the reference data) where it has any, named as
 * the country names them (state, province, emirate...), the city and the postal code where it has
 * them and under its name (ZIP code, PIN code...), each marked optional where its addresses do
 * without. The contract's postalAddressSchema holds the same rules. The form's values include
 * AddressValues' fields at the top level.
 */
export function AddressFields<Values extends AddressValues, Output>({
  form,
}: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const { t } = useTranslation('settings');
  // The address's own fields: the form has them, whatever else it has.
  const control = form.control as unknown as Control<AddressValues>;
  const { getValues, setValue } = form as unknown as UseFormReturn<AddressValues>;
  const country = useWatch({ control, name: 'country' });
  const countries = useCountries();
  const states = useStates(country);
  const countryChoices = useMemo(
    () => countryOptions(countries.data?.items ?? []),
    [countries.data],
  );
  const stateChoices = useMemo(() => stateOptions(states.data?.items ?? []), [states.data]);
  // Until the country's states arrive the field stays, so the form does not jump.
  const layout = addressLayout(country, states.isPending && !!country ? 1 : stateChoices.length);

  // A state belongs to its country: picking another country lets go of the old one's state.
  useEffect(() => {
    const state = getValues('state');
    if (state && country && !state.startsWith(`${country}-`)) {
      setValue('state', null, { shouldDirty: true });
    }
  }, [country, getValues, setValue]);

  const optional = t('address.optional');
  return (
    <>
      <ReferenceSelectField
        control={control}
        name="country"
        label={t('address.country')}
        placeholder={t('address.countryPlaceholder')}
        options={countryChoices}
        isLoading={countries.isPending}
      />
      <TextField
        control={control}
        name="line"
        label={t('address.line')}
        autoComplete="address-line1"
      />
      <TextField
        control={control}
        name="line2"
        label={t('address.line2')}
        description={optional}
        autoComplete="address-line2"
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        {layout.city !== 'none' ? (
          <TextField
            control={control}
            name="city"
            label={t('address.city')}
            description={layout.city === 'optional' ? optional : undefined}
            autoComplete="address-level2"
          />
        ) : null}
        {layout.postalCode !== 'none' ? (
          <TextField
            control={control}
            name="zip"
            label={t(`address.postalCodeNames.${layout.postalCodeName}`)}
            description={layout.postalCode === 'optional' ? optional : undefined}
            autoComplete="postal-code"
          />
        ) : null}
      </Grid>
      {layout.showState ? (
        <ReferenceSelectField
          control={control}
          name="state"
          label={t(`address.stateNames.${layout.stateName}`)}
          description={layout.state === 'optional' ? optional : undefined}
          placeholder={t('address.statePlaceholder')}
          options={stateChoices}
          isLoading={states.isPending}
          clearable={layout.state === 'optional'}
        />
      ) : null}
    </>
  );
}
