import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../lib/forms/FormErrors';
import { FormActions } from '../../../lib/forms/FormActions';
import { FormFrame } from '../../../lib/forms/FormFrame';

export interface GroupFormProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  /** Saves valid values; resolves true once saved (false: the form shows why not). */
  onSave: (values: Output) => Promise<boolean>;
  /** Server messages that belong to no field, shown above the fields. */
  formErrors: string[];
  clearFormErrors: () => void;
  /** The form's accessible name. */
  label: string;
  saveLabel: string;
  /** The form's sections. */
  children: ReactNode;
  /** Dialogs of the save (e.g. a conflict), rendered inside the form. */
  dialogs?: ReactNode;
}

/**
 * What creating and editing a group share around their fields: messages that fit no field, Discard
 * and Save (disabled until something changes), and the prompt on leaving with changes (§2).
 */
export function GroupForm<Values extends FieldValues, Output>({
  form,
  onSave,
  formErrors,
  clearFormErrors,
  label,
  saveLabel,
  children,
  dialogs,
}: GroupFormProps<Values, Output>) {
  const { t } = useTranslation('non-settings');

  return (
    <FormFrame
      form={form}
      onSubmit={(event) => void form.handleSubmit(onSave)(event)}
      aria-label={label}
    >
      <Flex direction="column" gap="4">
        <FormErrors messages={formErrors} />
        {children}
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
