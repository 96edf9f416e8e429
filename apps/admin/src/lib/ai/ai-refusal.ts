import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@shop/admin-api';
import { toast } from '@shop/ui';
import { applyFieldErrors } from '../forms/server-errors';

/**
 * Shows why an AI helper wrote nothing, on the form that asked (useAiText's field errors). A message
 * about an input the form has a field for goes on that field, focused: `fields` names the form
 * field of each input (a blank `product_title` is the form's `title`, refused before the call).
 * The rest is toasted, as the helper has no other place to show it.
 */
export function showAiRefusal<Values extends FieldValues>(
  errors: readonly FieldError[],
  fields: Readonly<Record<string, FieldPath<Values>>>,
  setError: UseFormSetError<Values>,
): void {
  const unmatched = applyFieldErrors(
    errors,
    (field) => (Object.hasOwn(fields, field) ? fields[field] : undefined),
    setError,
  );
  for (const message of unmatched) toast.error(message);
}
