import { useTranslation } from 'react-i18next';
import { HOME_META_DESCRIPTION_MAX, HOME_TITLE_MAX, type Shop } from '@shop/admin-api';
import { TextareaField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { ShopForm, useShopForm } from '../components/ShopForm';
import { ShopSettingsPage } from '../components/ShopSettingsPage';
import { SingleImageField } from '../../../../shared/media/SingleImageField';
import { homepageBody, homepageToForm } from '../form/shop-forms';

export { loader } from '../queries';
export const namespaces = ['settings', 'validation'] as const;

/**
 * Settings › general › homepage-display: the home page's title and description for search engines,
 * and the image a shared link shows (the kit's single-image uploader, 2 MB at most, §5).
 */
export function Component() {
  return (
    <ShopSettingsPage titleKey="general:settingsNav.homepageDisplay">
      {(shop) => <HomepageForm shop={shop} />}
    </ShopSettingsPage>
  );
}

function HomepageForm({ shop }: { shop: Shop }) {
  const { t } = useTranslation(['settings', 'validation']);
  const edit = useShopForm(shop, homepageToForm, homepageBody);
  const { control } = edit.form;
  return (
    <ShopForm edit={edit} label={t('general:settingsNav.homepageDisplay')}>
      <FormSection
        title={t('general.homepage.section')}
        description={t('general.homepage.description')}
      >
        <TextField
          control={control}
          name="home_title"
          label={t('general.homepage.title')}
          description={t('general.homepage.titleHint', { max: HOME_TITLE_MAX })}
          maxLength={HOME_TITLE_MAX}
        />
        <TextareaField
          control={control}
          name="home_meta_description"
          label={t('general.homepage.metaDescription')}
          description={t('general.homepage.metaDescriptionHint', {
            max: HOME_META_DESCRIPTION_MAX,
          })}
          maxLength={HOME_META_DESCRIPTION_MAX}
        />
      </FormSection>
      <FormSection
        title={t('general.homepage.image')}
        description={t('general.homepage.imageHint')}
      >
        <SingleImageField
          control={control}
          name="social_sharing_image"
          label={t('general.homepage.image')}
        />
      </FormSection>
    </ShopForm>
  );
}
