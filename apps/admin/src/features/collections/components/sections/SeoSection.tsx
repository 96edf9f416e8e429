import { useTranslation } from 'react-i18next';
import { SlugField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { SeoFields } from '../../../../shared/seo/SeoFields';
import type { CollectionFormApi } from './types';

/** How the collection appears in search engines and in its web address. */
export function SeoSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('general:sections.seo')} description={t('collections.seo.hint')}>
      <SeoFields
        control={form.control}
        names={{ title: 'meta_title', description: 'meta_description' }}
        descriptionRows={3}
      />
      <SlugField
        control={form.control}
        name="handle"
        label={t('collections.fields.handle')}
        description={t('collections.seo.handleHint')}
        autoComplete="off"
      />
    </FormSection>
  );
}
