import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@shop/admin-api';
import { FormActions } from '../../../../lib/forms/FormActions';
import { FormFrame } from '../../../../lib/forms/FormFrame';
import { FormErrors } from '../../../../lib/forms/FormErrors';
import { FormSection } from '../../../../lib/forms/FormSection';
import type { StaffValues } from '../form/staff-form';
import { PICKER_ORDER } from '../policy-groups';
import { PolicyPicker } from './PolicyPicker';
import { StaffDetailsFields } from './StaffDetailsFields';

export interface StaffFormProps<Output> {
  form: UseFormReturn<StaffValues, unknown, Output>;
  /** Saves valid values; resolves true once saved (false: the form shows why not). */
  onSave: (values: Output) => Promise<boolean>;
  formErrors: string[];
  clearFormErrors: () => void;
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  /** What the details section says about the person (who they are, what happens next). */
  detailsDescription: ReactNode;
  /** The person has joined: their name and e-mail are their own. */
  detailsReadOnly?: boolean;
  /** Whether the signed-in user may give or take away a policy (they hold it). */
  canChange: (policy: Policy) => boolean;
  /** Dialogs of the save (the conflict), rendered inside the form. */
  dialogs?: ReactNode;
}

/**
 * What inviting and editing a member share: the person, the policies they hold, messages that fit
 * no field, Discard and Save (off until something changes), and the prompt on leaving with changes.
 */
export function StaffForm<Output>({
  form,
  onSave,
  formErrors,
  clearFormErrors,
  label,
  saveLabel,
  detailsDescription,
  detailsReadOnly = false,
  canChange,
  dialogs,
}: StaffFormProps<Output>) {
  const { t } = useTranslation('settings');
  // Someone who does not hold every policy is told why some boxes do not move.
  const limited = !PICKER_ORDER.every(canChange);
  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={label}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        <FormSection title={t('general:sections.details')} description={detailsDescription}>
          <StaffDetailsFields control={form.control} readOnly={detailsReadOnly} />
        </FormSection>
        <FormSection
          title={t('staff.permissions.title')}
          description={
            limited
              ? `${t('staff.permissions.description')} ${t('staff.permissions.onlyYours')}`
              : t('staff.permissions.description')
          }
        >
          <PolicyPicker control={form.control} canChange={canChange} />
        </FormSection>
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
