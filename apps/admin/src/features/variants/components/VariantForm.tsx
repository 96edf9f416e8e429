import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Callout, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  productVariantDetailSchema,
  type Currency,
  type ProductVariantDetail,
} from '@shop/admin-api';
import {
  ConflictDialog,
  formatMoney,
  MoneyField,
  TextField,
  toast,
  UnsavedChangesDialog,
} from '@shop/ui';
import { applyServerFieldErrors } from '../../../lib/forms/server-errors';
import { translatedResolver } from '../../../lib/forms/translated-resolver';
import {
  unsavedChangesDialogProps,
  useUnsavedChangesBlocker,
} from '../../../lib/forms/unsaved-changes';
import { useSaveConflict } from '../../../lib/forms/use-save-conflict';
import { queryClient } from '../../../lib/query-client/query-client';
import { useUpdateVariant, variantKeys } from '../queries';
import {
  formFieldOf,
  toFormInput,
  variantFormSchema,
  type VariantFormInput,
  type VariantFormValues,
} from '../variant-form';

export interface VariantFormProps {
  variant: ProductVariantDetail;
  currency: Currency;
}

/** A variant's option values, price and SKU, saved with the variant's version (409: whose wins). */
export function VariantForm({ variant, currency }: VariantFormProps) {
  const { t, i18n } = useTranslation(['non-settings', 'validation']);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const form = useForm<VariantFormInput, unknown, VariantFormValues>({
    resolver: translatedResolver(zodResolver(variantFormSchema)),
    defaultValues: toFormInput(variant),
  });
  const { isDirty, isSubmitting } = form.formState;
  const update = useUpdateVariant(variant.product_id, variant.id);
  const conflict = useSaveConflict(variant, productVariantDetailSchema, (current) => {
    queryClient.setQueryData(variantKeys.detail(current.product_id, current.id), current);
    form.reset(toFormInput(current));
  });
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const blocker = useUnsavedChangesBlocker(isDirty, isSubmitting);
  const optionCount = variant.options.length;

  const save = async (values: VariantFormValues): Promise<boolean> => {
    setFormErrors([]);
    try {
      const saved = await update.mutateAsync({ ...values, updated_at: conflict.version });
      conflict.saved(saved);
      form.reset(toFormInput(saved));
      toast.success(t('general:toast.saved'));
      return true;
    } catch (error) {
      if (!conflict.caught(error)) {
        setFormErrors(
          applyServerFieldErrors(error, (field) => formFieldOf(field, optionCount), form.setError),
        );
      }
      return false;
    }
  };

  /** For the unsaved-changes dialog: validate and save, and say whether it worked. */
  const saveBeforeLeaving = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        async (values) => resolve(await save(values)),
        () => resolve(false),
      )();
    });

  return (
    <Card size="3" asChild>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        aria-labelledby="variant-form-title"
      >
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="variant-form-title">
            {t('variantEditor.form.title')}
          </Heading>

          {formErrors.length > 0 ? (
            <Callout.Root color="red" role="alert">
              {formErrors.map((message) => (
                <Callout.Text key={message}>{message}</Callout.Text>
              ))}
            </Callout.Root>
          ) : null}

          {optionCount > 0 ? (
            <Grid columns={{ initial: '1', sm: String(Math.min(optionCount, 3)) }} gap="4">
              {variant.options.map((option, i) => (
                <TextField
                  key={option.name}
                  control={form.control}
                  name={`option_values.${i}`}
                  label={option.name}
                  description={t('variantEditor.form.optionValuesHint', {
                    values: option.values.join(', '),
                  })}
                  autoComplete="off"
                />
              ))}
            </Grid>
          ) : (
            <Text as="p" size="2" color="gray">
              {t('variantEditor.form.noOptions')}
            </Text>
          )}

          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <MoneyField
              control={form.control}
              name="price"
              label={t('variantEditor.fields.price')}
              description={t('variantEditor.fields.priceHint', {
                price: formatMoney(variant.product_price, currency, locale),
              })}
              currency={currency}
              locale={locale}
            />
            <TextField
              control={form.control}
              name="sku"
              label={t('variantEditor.fields.sku')}
              autoComplete="off"
            />
          </Grid>

          <Flex gap="3" justify="end">
            <Button
              type="button"
              variant="soft"
              color="gray"
              disabled={!isDirty || isSubmitting}
              onClick={() => {
                form.reset();
                setFormErrors([]);
              }}
            >
              {t('variantEditor.form.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty || isSubmitting} loading={isSubmitting}>
              {t('variantEditor.form.save')}
            </Button>
          </Flex>
        </Flex>
        <UnsavedChangesDialog {...unsavedChangesDialogProps(blocker, saveBeforeLeaving)} />
        <ConflictDialog {...conflict.dialogProps(() => form.handleSubmit(save)())} />
      </form>
    </Card>
  );
}
