import { VERSION_REQUIRED, type FieldError } from '@shop/admin-api';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A refusal the client caused: the error handler turns it into `{ message, errors, ...extra }` with
 * this status. Anything else thrown is a bug and becomes a 500.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors: FieldError[] = [],
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const VALIDATION_FAILED = 'Validation failed';

export function validationError(errors: FieldError[]): ApiError {
  return new ApiError(422, VALIDATION_FAILED, errors);
}

/** A 422 on one field, e.g. `fieldError('email', 'This email is already in use')`. */
export function fieldError(field: string, title: string): ApiError {
  return validationError([{ field, title }]);
}

export function notFound(message = 'Not found'): ApiError {
  return new ApiError(404, message);
}

/** The optimistic-lock refusal: someone saved in between; `current` is what they saved. */
export function staleUpdate(current: unknown): ApiError {
  return new ApiError(
    409,
    'This record was changed by someone else. Reload it and try again.',
    [],
    {
      current,
    },
  );
}

/** An update of a versioned record that does not say which version it edits (see recordVersion). */
export function versionRequired(): ApiError {
  return new ApiError(428, VERSION_REQUIRED, [{ field: 'updated_at', title: VERSION_REQUIRED }]);
}
