import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type Shop } from '@shop/admin-api';
import { TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { socialBody, socialToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/** Settings › general › social-profiles: one profile URL per network (§5: a URL, or empty). */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.socialProfiles">
      {(shop) => <SocialProfilesForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function SocialProfilesForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, socialToForm, socialBody);
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.socialProfiles')}>
      <FormSection
        title={t('general.social.section')}
        description={t('general.social.description')}
      >
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            control={edit.form.control}
            name={network}
            label={t(`general.social.networks.${network}`)}
            autoComplete="url"
            placeholder={t('general.social.placeholder')}
          />
        ))}
      </FormSection>
    </ShopForm>
  );
}
