import { Flex, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CashOnDelivery, Currency } from '@shop/admin-api';
import { ConflictDialog, MoneyField, SwitchField, TextareaField, TextField } from '@shop/ui';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import { useEditForm } from '../../../../lib/forms/use-edit-form';
import { cashOnDeliveryBody, cashOnDeliveryToForm } from '../form/cash-on-delivery-form';
import { useUpdateCashOnDelivery } from '../queries';

/**
 * Cash on delivery (§7 PUT settings/payments/cash-on-delivery): its name and instructions at
 * checkout, an optional fee, the order totals it is offered for (the minimum below the maximum, in
 * the shop's currency) and its status switch, saved together over the version loaded.
 */
export function CashOnDeliveryForm({
  method,
  currency,
}: {
  method: CashOnDelivery;
  currency: Currency;
}) {
  const { t, i18n } = useTranslation(['settings', 'validation']);
  const locale = i18n.resolvedLanguage ?? 'en';
  const update = useUpdateCashOnDelivery();
  const edit = useEditForm({
    record: method,
    recordSchema: 'cashOnDeliverySchema',
    toFormValues: cashOnDeliveryToForm,
    body: cashOnDeliveryBody,
    update: update.mutateAsync,
  });
  const { control } = edit.form;
  const money = { currency, locale } as const;

  return (
    <FormFrame form={edit.form} onSubmit={edit.onSubmit} aria-label={t('payments.cod.name')}>
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('payments.cod.checkoutTitle')}>
          <TextField
            control={control}
            name="display_name"
            label={t('payments.cod.displayName')}
            description={t('payments.cod.displayNameHint')}
            autoComplete="off"
          />
          <TextareaField
            control={control}
            name="instructions"
            label={t('payments.cod.instructions')}
            description={t('payments.cod.instructionsHint')}
          />
        </FormSection>
        <FormSection title={t('payments.cod.amountsTitle')}>
          <MoneyField
            control={control}
            name="fee"
            label={t('payments.cod.fee')}
            description={t('payments.cod.feeHint')}
            {...money}
          />
          <Grid columns={{ initial: '1', sm: '2' }} gap="4">
            <MoneyField
              control={control}
              name="min_order"
              label={t('payments.cod.minOrder')}
              description={t('payments.cod.boundHint')}
              {...money}
            />
            <MoneyField
              control={control}
              name="max_order"
              label={t('payments.cod.maxOrder')}
              description={t('payments.cod.boundHint')}
              {...money}
            />
          </Grid>
        </FormSection>
        <FormSection title={t('general:fields.status')}>
          <SwitchField
            control={control}
            name="active"
            label={t('payments.cod.active')}
            description={t('payments.cod.activeHint')}
          />
        </FormSection>
        <FormActions
          form={edit.form}
          onSave={edit.save}
          onDiscard={edit.clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={t('general:actions.save')}
        />
      </Flex>
      <ConflictDialog {...edit.conflictDialog} />
    </FormFrame>
  );
}
