import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_SYSTEMS, WEIGHT_UNITS, type Shop } from '@shop/admin-api';
import { ReferenceSelectField, SelectField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useCurrencies, useTimezones, useWeights } from '../../../../lib/queries/reference-data';
import {
  currencyOptions,
  timezoneOptions,
  weightOptions,
} from '../../../../lib/queries/reference-options';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { standardsBody, standardsToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/**
 * Settings › general › standards-formats: time zone, unit system, weight unit and currency. Once
 * saved, every price of the admin shows in the new currency with its fraction digits.
 */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.standardsFormats">
      {(shop) => <StandardsForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function StandardsForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, standardsToForm, standardsBody);
  const { control } = edit.form;
  const timezones = useTimezones();
  const currencies = useCurrencies();
  const weights = useWeights();
  const zoneChoices = useMemo(() => timezoneOptions(timezones.data?.items ?? []), [timezones.data]);
  const currencyChoices = useMemo(
    () => currencyOptions(currencies.data?.items ?? []),
    [currencies.data],
  );
  // Until the names arrive, the keys stand in for them.
  const weightChoices = weights.data
    ? weightOptions(weights.data.items).map((option) => ({ value: option.id, label: option.label }))
    : WEIGHT_UNITS.map((key) => ({ value: key, label: key }));
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.standardsFormats')}>
      <FormSection
        title={t('general.standards.section')}
        description={t('general.standards.description')}
      >
        <ReferenceSelectField
          control={control}
          name="timezone"
          label={t('general.standards.timezone')}
          placeholder={t('general.standards.timezonePlaceholder')}
          options={zoneChoices}
          isLoading={timezones.isPending}
        />
        <SelectField
          control={control}
          name="unit_system"
          label={t('general.standards.unitSystem')}
          options={UNIT_SYSTEMS.map((system) => ({
            value: system,
            label: t(`general.standards.unitSystems.${system}`),
          }))}
        />
        <SelectField
          control={control}
          name="weight_unit"
          label={t('general.standards.weightUnit')}
          options={weightChoices}
        />
        <ReferenceSelectField
          control={control}
          name="currency"
          label={t('general.standards.currency')}
          description={t('general.standards.currencyHint')}
          placeholder={t('general.standards.currencyPlaceholder')}
          options={currencyChoices}
          isLoading={currencies.isPending}
        />
      </FormSection>
    </ShopForm>
  );
}
