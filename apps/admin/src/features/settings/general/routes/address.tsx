import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { ReferenceSelectField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { queryClient } from '../../../../lib/query-client/query-client';
import { statesQuery, useCountries, useStates } from '../../../../lib/queries/reference-data';
import { countryOptions, stateOptions } from '../../../../lib/queries/reference-options';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { addressBody, addressFields, addressToForm } from '../form/address-form';
import { useUpdateShopAddress } from '../queries';

export { loader } from '../queries';

/**
 * A country needs a state chosen where its addresses name one and it has subdivisions: the
 * latter from its states list, which the state picker has loaded by the time the form is checked.
 */
const shopAddressBody = addressBody((country) => {
  const states = queryClient.getQueryData(statesQuery(country).queryKey)?.items.length ?? 0;
  const fields = addressFields(country, states);
  return fields.showState && fields.state === 'required';
});
export const namespaces = ['settings', 'validation'] as const;

/**
 * Settings › general › address (PUT shop/address). The country comes first and the fields follow
 * it, as its addresses are written: its states (ISO 3166-2, from the reference data) where it has
 * any, named as the country names them (state, province, emirate...), the postal code where it has
 * them and under its name (ZIP code, PIN code...), each required where its addresses need it.
 */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.address">
      {(shop) => <AddressForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function AddressForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const countries = useCountries();
  const update = useUpdateShopAddress();
  const edit = useShopForm(shop, addressToForm, shopAddressBody, update.mutateAsync);
  const { control, getValues, setValue } = edit.form;
  const country = useWatch({ control, name: 'country' });
  const states = useStates(country);
  const stateChoices = useMemo(() => stateOptions(states.data?.items ?? []), [states.data]);
  const countryChoices = useMemo(
    () => countryOptions(countries.data?.items ?? []),
    [countries.data],
  );
  // Until the country's states arrive the field stays, so the form does not jump.
  const fields = addressFields(country, states.isPending && !!country ? 1 : stateChoices.length);

  // A state belongs to its country: picking another country lets go of the old one's state.
  useEffect(() => {
    const state = getValues('state');
    if (state && country && !state.startsWith(`${country}-`)) {
      setValue('state', null, { shouldDirty: true });
    }
  }, [country, getValues, setValue]);

  const optional = t('general.address.optional');
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.address')}>
      <FormSection
        title={t('general.address.section')}
        description={t('general.address.description')}
      >
        <ReferenceSelectField
          control={control}
          name="country"
          label={t('general.address.country')}
          placeholder={t('general.address.countryPlaceholder')}
          options={countryChoices}
          isLoading={countries.isPending}
        />
        <TextField
          control={control}
          name="line"
          label={t('general.address.line')}
          autoComplete="address-line1"
        />
        <TextField
          control={control}
          name="line2"
          label={t('general.address.line2')}
          description={optional}
          autoComplete="address-line2"
        />
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {fields.city !== 'none' ? (
            <TextField
              control={control}
              name="city"
              label={t('general.address.city')}
              description={fields.city === 'optional' ? optional : undefined}
              autoComplete="address-level2"
            />
          ) : null}
          {fields.postalCode !== 'none' ? (
            <TextField
              control={control}
              name="zip"
              label={t(`general.address.postalCodeNames.${fields.postalCodeName}`)}
              description={fields.postalCode === 'optional' ? optional : undefined}
              autoComplete="postal-code"
            />
          ) : null}
        </Grid>
        {fields.showState ? (
          <ReferenceSelectField
            control={control}
            name="state"
            label={t(`general.address.stateNames.${fields.stateName}`)}
            description={fields.state === 'optional' ? optional : undefined}
            placeholder={t('general.address.statePlaceholder')}
            options={stateChoices}
            isLoading={states.isPending}
            clearable={fields.state === 'optional'}
          />
        ) : null}
      </FormSection>
    </ShopForm>
  );
}
