import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../../lib/forms/FormSection';
import { SeoFields } from '../../../../shared/seo/SeoFields';
import type { ProductFormApi } from '../../form/product-form';
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
    <FormSection title={t('general:sections.seo')} description={t('products.seo.hint')}>
      <Flex direction="column" gap="4">
        <SeoFields
          control={form.control}
          names={{ title: 'meta_title', description: 'meta_description' }}
        />
        <GenerateSeo form={form} productId={productId} />
      </Flex>
    </FormSection>
  );
}
