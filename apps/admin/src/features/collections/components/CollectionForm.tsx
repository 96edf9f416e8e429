import type { ReactNode } from 'react';
import { Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CollectionDetail } from '@shop/admin-api';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import type { BodyFormState } from '../../../lib/forms/use-body-form';
import type { CollectionFormOutput, CollectionFormValues } from '../form/form-values';
import { DetailsSection } from './sections/DetailsSection';
import { HierarchySection } from './sections/HierarchySection';
import { ImagesSection } from './sections/ImagesSection';
import { ProductsSection } from './sections/ProductsSection';
import { SeoSection } from './sections/SeoSection';
import { StatusSection } from './sections/StatusSection';

export interface CollectionFormProps {
  state: BodyFormState<CollectionFormValues, CollectionFormOutput>;
  /** The saved collection being edited; null while creating one. */
  collection: CollectionDetail | null;
  /** Saves valid values; resolves true once saved (false: the form shows why not). */
  onSave: (values: CollectionFormOutput) => Promise<boolean>;
  saveLabel: string;
  /** Dialogs of the save (e.g. a conflict), rendered inside the form. */
  children?: ReactNode;
}

/**
 * Every field of a collection (§3), for creating and editing alike. Save stays disabled until
 * something changes; leaving with changes asks first (§2).
 */
export function CollectionForm({
  state,
  collection,
  onSave,
  saveLabel,
  children,
}: CollectionFormProps) {
  const { t } = useTranslation(['non-settings', 'validation']);
  const { form, formErrors, clearFormErrors } = state;

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={t('general:fields.collection')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
          <Flex direction="column" gap="4">
            <DetailsSection form={form} />
            <ProductsSection form={form} collection={collection} />
            <ImagesSection form={form} />
            <SeoSection form={form} />
          </Flex>
          <Flex direction="column" gap="4">
            <StatusSection form={form} />
            <HierarchySection form={form} collection={collection} />
          </Flex>
        </Grid>
        <FormActions
          form={form}
          onSave={onSave}
          onDiscard={clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={saveLabel}
        />
      </Flex>
      {children}
    </FormFrame>
  );
}
