import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from '../http/errors';
import { translateValidationMessage } from '../i18n/zod-messages';

/**
 * Puts a 4xx answer's `errors[]` on the matching fields and focuses the first one. Returns the
 * messages that match no field of this form (the form shows them above its fields).
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): string[] {
  const unmatched: string[] = [];
  let focused = false;
  for (const { field, title } of fieldErrors(error)) {
    const message = translateValidationMessage(title);
    const name = fields.find((candidate) => candidate === field);
    if (!name) {
      unmatched.push(message);
      continue;
    }
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}
