import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, Flex } from '@radix-ui/themes';
import { FormErrors } from '../../../../lib/forms/FormErrors';

/**
 * A two-step sign-in action (start a set-up, confirm it, turn it off, new recovery codes): its fields
 * and one button, off until something is typed and while it is sent. No unsaved-changes prompt: an
 * action leaves nothing half-saved (a started set-up is simply started again).
 */
export function CodeActionForm<Values extends FieldValues, Output>({
  form,
  onSubmit,
  formErrors,
  label,
  submitLabel,
  color,
  children,
}: {
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: (values: Output) => Promise<unknown>;
  formErrors: readonly string[];
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  color?: 'red';
  children: ReactNode;
}) {
  const { isDirty, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <Flex direction="column" gap="3">
        <FormErrors messages={formErrors} />
        {children}
        <Flex justify="end">
          <Button
            type="submit"
            color={color}
            disabled={!isDirty || isSubmitting}
            loading={isSubmitting}
          >
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
