import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { translateValidationMessage } from '../i18n/zod-messages';
// The user's input is validated here: zod's messages in the user's language.
import '../i18n/zod-config';

function translateErrors(errors: Record<string, unknown>): void {
  for (const value of Object.values(errors)) {
    if (!value || typeof value !== 'object') continue;
    const error = value as { message?: unknown; type?: unknown };
    if (typeof error.message === 'string' && typeof error.type === 'string') {
      error.message = translateValidationMessage(error.message);
    } else {
      translateErrors(value as Record<string, unknown>); // nested objects and arrays
    }
  }
}

/**
 * The kit's fields show the message they are given. The contract's schemas carry English messages,
 * so this wraps a resolver and puts every message into the current language before the form sees it.
 */
export function translatedResolver<Input extends FieldValues, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
}
