import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@shop/admin-api';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';
import { FormErrors } from '../../../lib/forms/FormErrors';
import type { CouponFormOutput, CouponFormValues } from '../form/coupon-form';
import { CouponFields } from './CouponFields';

export interface CouponFormProps {
  form: UseFormReturn<CouponFormValues, unknown, CouponFormOutput>;
  /** Saves valid values; resolves true once saved (false: the form shows why not). */
  onSave: (values: CouponFormOutput) => Promise<boolean>;
  /** Server messages that belong to no field, shown above the fields. */
  formErrors: string[];
  clearFormErrors: () => void;
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  currency: Currency;
  timeZone: string;
  groupDeleted?: boolean;
  /** Dialogs of the save (a conflict), rendered inside the form. */
  dialogs?: ReactNode;
}

/**
 * What creating and editing a code share: messages that fit no field, the sections, Discard and
 * Save (off until something changes), and the prompt on leaving with changes (§2).
 */
export function CouponForm({
  form,
  onSave,
  formErrors,
  clearFormErrors,
  label,
  saveLabel,
  currency,
  timeZone,
  groupDeleted,
  dialogs,
}: CouponFormProps) {
  const { t } = useTranslation('discounts');
  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={label}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        <CouponFields
          control={form.control}
          currency={currency}
          timeZone={timeZone}
          groupDeleted={groupDeleted}
        />
        <FormActions
          form={form}
          onSave={onSave}
          onDiscard={clearFormErrors}
          discardLabel={t('general:actions.discard')}
          saveLabel={saveLabel}
        />
      </Flex>
      {dialogs}
    </FormFrame>
  );
}
