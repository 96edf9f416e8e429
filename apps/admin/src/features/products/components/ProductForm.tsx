import type { ReactNode } from 'react';
import { Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shop/admin-api';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import type { BodyFormState } from '../../../lib/forms/use-body-form';
import type { ProductFormOutput, ProductFormValues } from '../form/product-form';
import { DetailsSection } from './sections/DetailsSection';
import { MediaSection } from './sections/MediaSection';
import { OptionsSection } from './sections/OptionsSection';
import { PricingSection } from './sections/PricingSection';
import { SeoSection } from './sections/SeoSection';

export interface ProductFormProps {
  state: BodyFormState<ProductFormValues, ProductFormOutput>;
  /** The product as last saved; undefined while creating one. */
  product?: Product;
  /** Saves valid values; resolves true once saved (false: the form shows why not). */
  onSave: (values: ProductFormOutput) => Promise<boolean>;
  /** Dialogs of the save (e.g. a conflict), rendered inside the form. */
  children?: ReactNode;
}

/**
 * Every field of a product, for creating and editing alike. Save stays disabled until something
 * changes; leaving (or reloading) with changes asks first (§2).
 */
export function ProductForm({ state, product, onSave, children }: ProductFormProps) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const { form, formErrors, clearFormErrors } = state;

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={t('general:fields.product')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
          {/* Price and stock come first after the title (issue 28): on a phone, where the columns
              stack, they are not below the gallery and the search listing. */}
          <Flex direction="column" gap="4">
            <DetailsSection form={form} productId={product?.id} />
            <PricingSection form={form} />
            <OptionsSection form={form} product={product} />
          </Flex>
          <Flex direction="column" gap="4">
            <MediaSection form={form} />
            <SeoSection form={form} productId={product?.id} />
          </Flex>
        </Grid>
        <FormActions
          form={form}
          onSave={onSave}
          onDiscard={clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      {children}
    </FormFrame>
  );
}
