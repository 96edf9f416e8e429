import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY, PRODUCT_STATUSES } from '@shop/admin-api';
import { MoneyField, SelectField } from '@shop/ui';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useShop } from '../../../../lib/queries/shop';
import type { ProductFormApi } from '../../form/product-form';

/** Status (hidden keeps it out of the store) and the price in the shop's currency. */
export function PricingSection({ form }: { form: ProductFormApi }) {
  const { t } = useTranslation('non-settings');
  const { data: shop } = useShop();
  return (
    <FormSection title={t('products.sections.pricing')}>
      <Flex direction="column" gap="4">
        <SelectField
          control={form.control}
          name="status"
          label={t('general:fields.status')}
          description={t('products.fields.statusHint')}
          options={PRODUCT_STATUSES.map((value) => ({
            value,
            label: t(`general:states.${value}`),
          }))}
        />
        <MoneyField
          control={form.control}
          name="price"
          label={t('general:fields.price')}
          description={t('products.fields.priceHint')}
          currency={shop?.currency ?? DEFAULT_CURRENCY}
        />
      </Flex>
    </FormSection>
  );
}
