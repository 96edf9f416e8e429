import type { ReactNode } from 'react';
import { Button, Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CollectionDetail } from '@shop/admin-api';
import { UnsavedChangesDialog } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
  validateAndSave,
} from '../../../lib/forms/unsaved-changes';
import type { CollectionFormOutput } from '../form/form-values';
import type { CollectionFormState } from '../form/use-collection-form';
import { DetailsSection } from './sections/DetailsSection';
import { HierarchySection } from './sections/HierarchySection';
import { ImagesSection } from './sections/ImagesSection';
import { ProductsSection } from './sections/ProductsSection';
import { SeoSection } from './sections/SeoSection';
import { StatusSection } from './sections/StatusSection';

export interface CollectionFormProps {
  state: CollectionFormState;
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
  const { isDirty, isSubmitting } = form.formState;
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={t('collections.form.label')}
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
        <Flex gap="3" justify="end">
          <Button
            type="button"
            variant="soft"
            color="gray"
            disabled={!isDirty || isSubmitting}
            onClick={() => {
              form.reset();
              clearFormErrors();
            }}
          >
            {t('collections.form.discard')}
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
            {saveLabel}
          </Button>
        </Flex>
      </Flex>
      <UnsavedChangesDialog
        {...unsavedChangesDialogProps(blocker, validateAndSave(form, onSave))}
      />
      {children}
    </form>
  );
}
