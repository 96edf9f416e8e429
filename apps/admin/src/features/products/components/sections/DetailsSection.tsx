import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { TextField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { RichTextField } from '../../../../lib/rich-text/RichTextField';
import type { ProductFormApi } from '../../form/product-form';
import { GenerateDescription } from '../GenerateDescription';

/** Title and description, with the AI helper that writes the description. */
export function DetailsSection({
  form,
  productId,
}: {
  form: ProductFormApi;
  productId: string | undefined;
}) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('products.sections.details')}>
      <Flex direction="column" gap="4">
        <TextField
          control={form.control}
          name="title"
          label={t('products.fields.title')}
          autoComplete="off"
        />
        <RichTextField
          control={form.control}
          name="description_html"
          label={t('general:fields.description')}
        />
        <GenerateDescription form={form} productId={productId} />
      </Flex>
    </FormSection>
  );
}
