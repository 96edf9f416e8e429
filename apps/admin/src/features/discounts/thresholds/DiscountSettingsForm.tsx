import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import {
  DISCOUNT_APPLY_ON,
  MAX_CODES_PER_ORDER_MAX,
  MAX_CODES_PER_ORDER_MIN,
  type DiscountSettings,
} from '@shop/admin-api';
import { ConflictDialog, SelectField, SwitchField } from '@shop/ui';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormSection } from '../../../lib/forms/FormSection';
import { useEditForm } from '../../../lib/forms/use-edit-form';
import { useUpdateDiscountSettings } from './queries';
import { discountSettingsBody, toSettingsValues } from './threshold-form';

const CODE_COUNTS = Array.from(
  { length: MAX_CODES_PER_ORDER_MAX - MAX_CODES_PER_ORDER_MIN + 1 },
  (_, i) => String(MAX_CODES_PER_ORDER_MIN + i),
);

/**
 * How the shop's discounts combine, saved over the version shown (409: the conflict dialog). A shop
 * that never saved edits the defaults (version 0).
 */
export function DiscountSettingsForm({ settings }: { settings: DiscountSettings }) {
  const { t } = useTranslation(['discounts', 'validation']);
  const update = useUpdateDiscountSettings();
  const edit = useEditForm({
    record: settings,
    recordSchema: 'discountSettingsSchema',
    toFormValues: toSettingsValues,
    body: discountSettingsBody,
    update: update.mutateAsync,
  });
  const { control } = edit.form;
  return (
    <FormFrame
      form={edit.form}
      onSubmit={edit.onSubmit}
      aria-label={t('general:nav.discountSettings')}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={edit.formErrors} />
        <FormSection title={t('settings.combineSection')}>
          <SwitchField
            control={control}
            name="codes_combine_with_thresholds"
            label={t('settings.combine')}
            description={t('settings.combineHint')}
          />
          <SelectField
            control={control}
            name="max_codes_per_order"
            label={t('settings.maxCodes')}
            description={t('settings.maxCodesHint')}
            options={CODE_COUNTS.map((value) => ({ value, label: value }))}
          />
        </FormSection>
        <FormSection title={t('settings.taxSection')}>
          <SelectField
            control={control}
            name="apply_on"
            label={t('settings.applyOn')}
            description={t('settings.applyOnHint')}
            options={DISCOUNT_APPLY_ON.map((value) => ({
              value,
              label: t(`settings.applyOnChoices.${value}`),
            }))}
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
