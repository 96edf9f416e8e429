import { useTranslation } from 'react-i18next';
import { INDUSTRIES, type Shop } from '@shop/admin-api';
import { EmailField, PhoneField, SelectField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { detailsBody, detailsToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/** Settings › general › details: the store's name, contact e-mail and phone, and its industry. */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.details">
      {(shop) => <DetailsForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function DetailsForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, detailsToForm, detailsBody);
  const { control } = edit.form;
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.details')}>
      <FormSection title={t('general.details.section')}>
        <TextField
          control={control}
          name="name"
          label={t('general.details.name')}
          description={t('general.details.nameHint')}
          autoComplete="organization"
        />
        <EmailField
          control={control}
          name="email"
          label={t('general.details.email')}
          description={t('general.details.emailHint')}
        />
        <PhoneField
          control={control}
          name="phone"
          label={t('general.details.phone')}
          description={t('general.details.phoneHint')}
        />
        <SelectField
          control={control}
          name="industry"
          label={t('general.details.industry')}
          placeholder={t('general.details.industryPlaceholder')}
          options={INDUSTRIES.map((industry) => ({
            value: industry,
            label: t(`general.industries.${industry}`),
          }))}
        />
      </FormSection>
    </ShopForm>
  );
}
