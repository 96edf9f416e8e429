import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@shop/admin-api';
import { TextareaField, TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { ProductFormApi } from '../../form/use-product-form';
import { GenerateSeo } from '../GenerateSeo';

/** How search engines list the product, with the AI helper that writes both texts. */
export function SeoSection({
  form,
  productId,
}: {
  form: ProductFormApi;
  productId: string | undefined;
}) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('products.sections.seo')} description={t('products.seo.hint')}>
      <Flex direction="column" gap="4">
        <TextField
          control={form.control}
          name="seo_title"
          label={t('products.fields.seoTitle')}
          description={t('products.seo.titleHint', { count: SEO_TITLE_MAX })}
          autoComplete="off"
        />
        <TextareaField
          control={form.control}
          name="seo_description"
          label={t('products.fields.seoDescription')}
          description={t('products.seo.descriptionHint', { count: SEO_DESCRIPTION_MAX })}
        />
        <GenerateSeo form={form} productId={productId} />
      </Flex>
    </FormSection>
  );
}
