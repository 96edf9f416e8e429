import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/admin-api';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { ProductFormApi } from '../../form/product-form';
import { OptionsEditor } from '../OptionsEditor';
import { VariantsList } from '../VariantsList';

/** Options and the variants they make; each variant's price, SKU and stock have their own editor. */
export function OptionsSection({ form, product }: { form: ProductFormApi; product?: Product }) {
  const { t } = useTranslation('non-settings');
  return (
    <FormSection title={t('products.sections.variants')} description={t('products.options.hint')}>
      <Flex direction="column" gap="4">
        <OptionsEditor form={form} />
        <VariantsList form={form} product={product} />
      </Flex>
    </FormSection>
  );
}
