import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigation } from 'react-router';

/**
 * Whether the form takes no input (§4: "submitting and success disable the form"): while it is
 * saved, and after a successful save while the app leaves it (a created record's page replacing the
 * new form, the navigation the unsaved-changes prompt held going on). An edit form that stays
 * starts again from what the server saved and takes input at once.
 */
export function useFormLocked<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
): boolean {
  const { isSubmitting, isSubmitSuccessful, isDirty } = form.formState;
  const navigation = useNavigation();
  return isSubmitting || (isSubmitSuccessful && !isDirty && navigation.state !== 'idle');
}
