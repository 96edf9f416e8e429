import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { TextField as RadixTextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TAX_CHARGE_POLICIES } from '@shop/admin-api';
import { FormField, ReferenceMultiSelectField, SelectField, TextField } from '@shop/ui';
import { useCountries } from '../../../../lib/queries/reference-data';
import { countryOptions } from '../../../../lib/queries/reference-options';
import type { TaxRateOutput, TaxRateValues } from '../form/tax-rate-form';
import * as styles from './tax-rate-fields.css';

type TaxRateControl = Control<TaxRateValues, unknown, TaxRateOutput>;

/** The rate as typed, a whole or decimal percent: the text is the form's, read when it is checked. */
function RateField({ control }: { control: TaxRateControl }) {
  const { t } = useTranslation('settings');
  const { field, fieldState } = useController({ control, name: 'rate' });
  return (
    <FormField
      label={t('taxes.form.rate')}
      description={t('taxes.form.rateHint')}
      error={fieldState.error?.message}
    >
      {(aria) => (
        <RadixTextField.Root
          {...aria}
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputMode="decimal"
          autoComplete="off"
          className={styles.rate}
        >
          <RadixTextField.Slot side="right">%</RadixTextField.Slot>
        </RadixTextField.Root>
      )}
    </FormField>
  );
}

/** §5 Tax rate form: name, rate, the countries it is charged in, and what it is charged on. */
export function TaxRateFields({ control }: { control: TaxRateControl }) {
  const { t } = useTranslation('settings');
  const countries = useCountries();
  const choices = useMemo(() => countryOptions(countries.data?.items ?? []), [countries.data]);
  const policies = TAX_CHARGE_POLICIES.map((policy) => ({
    value: policy,
    label: t(`taxes.chargePolicy.${policy}`),
  }));
  return (
    <>
      <TextField
        control={control}
        name="name"
        label={t('general:fields.name')}
        description={t('taxes.form.nameHint')}
        autoComplete="off"
      />
      <RateField control={control} />
      <ReferenceMultiSelectField
        control={control}
        name="countries"
        label={t('taxes.form.countries')}
        description={t('taxes.form.countriesHint')}
        placeholder={t('taxes.form.countriesPlaceholder')}
        options={choices}
        isLoading={countries.isPending}
        removeLabel={(country) => t('taxes.form.removeCountry', { country })}
      />
      <SelectField
        control={control}
        name="charge_policy"
        label={t('taxes.form.chargePolicy')}
        options={policies}
      />
    </>
  );
}
