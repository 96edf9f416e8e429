import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { SelectField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../../lib/i18n';
import { useLanguages } from '../../../../lib/queries/reference-data';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { languageBody, languageToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/**
 * Settings › general › language: the store's language. The admin follows it (§9), for this user at
 * once and for everyone else when they next load the shop.
 */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.language">
      {(shop) => <LanguageForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function LanguageForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, languageToForm, languageBody);
  // The reference list says which languages a shop may use; each is named in its own language.
  const languages = useLanguages().data?.items ?? LANGUAGES;
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.language')}>
      <FormSection
        title={t('general.language.section')}
        description={t('general.language.description')}
      >
        <SelectField
          control={edit.form.control}
          name="language"
          label={t('general.language.field')}
          options={languages.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
        />
      </FormSection>
    </ShopForm>
  );
}
