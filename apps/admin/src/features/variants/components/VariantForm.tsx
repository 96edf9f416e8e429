import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { type Currency, type ProductVariantDetail } from '@shop/admin-api';
import { ConflictDialog, formatMoney, MoneyField, TextField } from '@shop/ui';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { plainBody } from '../../../lib/forms/body-resolver';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { useUpdateVariant } from '../queries';
import { formFieldOf, toFormInput, variantFormSchema } from '../variant-form';

export interface VariantFormProps {
  variant: ProductVariantDetail;
  currency: Currency;
}

/** A variant's option values, price and SKU, saved with the variant's version (409: whose wins). */
export function VariantForm({ variant, currency }: VariantFormProps) {
  const { t, i18n } = useTranslation(['non-settings', 'validation']);
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const optionCount = variant.options.length;
  const update = useUpdateVariant(variant.product_id, variant.id);
  // The 409 put their version in the cache already (useUpdateVariant): the form takes it.
  const edit = useEditForm({
    record: variant,
    recordSchema: 'productVariantDetailSchema',
    toFormValues: toFormInput,
    // The form edits the body itself; a clash of the whole combination shows on the first option.
    body: plainBody(variantFormSchema, (field) => formFieldOf(field, optionCount)),
    update: update.mutateAsync,
  });
  const { form } = edit;

  return (
    <Card size="3" asChild>
      <FormFrame form={form} onSubmit={edit.onSubmit} aria-labelledby="variant-form-title">
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4" id="variant-form-title">
            {t('variantEditor.form.title')}
          </Heading>

          <FormErrors messages={edit.formErrors} />

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
              label={t('general:fields.price')}
              description={t('variantEditor.fields.priceHint', {
                price: formatMoney(variant.product_price, currency, locale),
              })}
              currency={currency}
              locale={locale}
            />
            <TextField
              control={form.control}
              name="sku"
              label={t('general:fields.sku')}
              autoComplete="off"
            />
          </Grid>

          <FormActions
            form={form}
            onSave={edit.save}
            onDiscard={edit.clearFormErrors}
            discardLabel={t('general:actions.discard')}
            saveLabel={t('general:actions.save')}
          />
        </Flex>
        <ConflictDialog {...edit.conflictDialog} />
      </FormFrame>
    </Card>
  );
}
