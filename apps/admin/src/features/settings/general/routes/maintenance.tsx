import { useTranslation } from 'react-i18next';
import { STOREFRONT_PASSWORD_MIN, type Shop } from '@shop/admin-api';
import { PasswordField, SwitchField, TextareaField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { maintenanceBody, maintenanceToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/**
 * Settings › general › maintenance: close the storefront with a message to visitors, and the
 * password that still lets the people given it in.
 */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.maintenance">
      {(shop) => <MaintenanceForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function MaintenanceForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, maintenanceToForm, maintenanceBody);
  const { control } = edit.form;
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.maintenance')}>
      <FormSection title={t('general.maintenance.section')}>
        <SwitchField
          control={control}
          name="maintenance_mode"
          label={t('general.maintenance.mode')}
          description={t('general.maintenance.modeHint')}
        />
        <TextareaField
          control={control}
          name="maintenance_message"
          label={t('general.maintenance.message')}
        />
        <PasswordField
          control={control}
          name="storefront_password"
          label={t('general.maintenance.password')}
          description={t('general.maintenance.passwordHint', { min: STOREFRONT_PASSWORD_MIN })}
          autoComplete="off"
        />
      </FormSection>
    </ShopForm>
  );
}
