import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from '@shop/admin-api';
import { fieldErrors } from '../http/errors';
import { translateValidationMessage } from '../i18n/zod-messages';

/**
 * Which form field shows a server field's message: the form's field names (a server field matches
 * the one with the same name), or a function for forms whose fields do not mirror the body (nested
 * lists, renamed fields); `undefined` means no field of this form.
 */
export type ServerFieldMap<Values extends FieldValues> =
  readonly FieldPath<Values>[] | ((serverField: string) => FieldPath<Values> | undefined);

/**
 * Puts field errors (`[{ field, title }]`) on the matching fields and focuses the first one. Returns
 * the messages that match no field of this form (the form shows them above its fields).
 */
export function applyFieldErrors<Values extends FieldValues>(
  errors: readonly FieldError[],
  fields: ServerFieldMap<Values>,
  setError: UseFormSetError<Values>,
): string[] {
  const fieldOf =
    typeof fields === 'function'
      ? fields
      : (field: string) => fields.find((candidate) => candidate === field);
  const unmatched: string[] = [];
  let focused = false;
  for (const { field, title } of errors) {
    const message = translateValidationMessage(title);
    const name = fieldOf(field);
    if (!name) {
      unmatched.push(message);
      continue;
    }
    setError(name, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unmatched;
}

/** The same for a 4xx answer's `errors[]` (see applyFieldErrors). */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: ServerFieldMap<Values>,
  setError: UseFormSetError<Values>,
): string[] {
  return applyFieldErrors(fieldErrors(error), fields, setError);
}
