import { useTranslation } from 'react-i18next';
import type { Shop } from '@shop/admin-api';
import { FormSection } from '../../../../lib/forms/FormSection';
import { AddressFields } from '../../../../shared/address/AddressFields';
import { needsState } from '../../../../shared/address/address-fields';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { addressBody, addressToForm } from '../form/address-form';
import { useUpdateShopAddress } from '../queries';

export { loader } from '../queries';

const shopAddressBody = addressBody(needsState);
export const namespaces = ['settings', 'validation'] as const;

/** Settings › general › address (PUT shop/address): the shop's postal address, by its country's rules. */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.address">
      {(shop) => <AddressForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function AddressForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation('settings');
  const update = useUpdateShopAddress();
  const edit = useShopForm(shop, addressToForm, shopAddressBody, update.mutateAsync);
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.address')}>
      <FormSection
        title={t('general.address.section')}
        description={t('general.address.description')}
      >
        <AddressFields form={edit.form} />
      </FormSection>
    </ShopForm>
  );
}
