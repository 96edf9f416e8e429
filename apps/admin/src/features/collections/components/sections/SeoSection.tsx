import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/admin-api';
import { SlugField, TextareaField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { CollectionFormApi } from './types';

/** How the collection appears in search engines and in its web address. */
export function SeoSection({ form }: { form: CollectionFormApi }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('collections.sections.seo')} description={t('collections.seo.hint')}>
      <TextField
        control={form.control}
        name="meta_title"
        label={t('collections.fields.metaTitle')}
        description={t('collections.seo.titleHint', { count: SEO_TITLE_MAX })}
        autoComplete="off"
      />
      <TextareaField
        control={form.control}
        name="meta_description"
        label={t('collections.fields.metaDescription')}
        description={t('collections.seo.descriptionHint', { count: SEO_DESCRIPTION_MAX })}
        rows={3}
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
