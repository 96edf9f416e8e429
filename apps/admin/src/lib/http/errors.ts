import type { ApiError, FieldError } from '@shop/admin-api';
import { isHttpError } from './client';

export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The body of a failed request, whatever it is. */
export function errorData(error: unknown): unknown {
  return isHttpError(error) ? error.response?.data : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * What a stale save's refusal (409) says the record is now: its body's `current`, unchecked (the
 * caller checks it against what it saved). Undefined for any other failure.
 */
export function conflictCurrent(error: unknown): unknown {
  if (errorStatus(error) !== 409) return undefined;
  const data = errorData(error);
  return isObject(data) ? data.current : undefined;
}

function isFieldError(value: unknown): value is FieldError {
  return isObject(value) && typeof value.field === 'string' && typeof value.title === 'string';
}

/**
 * The 4xx body `{ message, errors }`, when the server sent one. Checked by hand, not with the
 * contract's schema: a proxy or a crash may answer anything, and the check runs on the first load.
 */
export function apiErrorBody(error: unknown): ApiError | undefined {
  const data = errorData(error);
  if (!isObject(data) || typeof data.message !== 'string') return undefined;
  if (data.errors === undefined) return { message: data.message, errors: [] };
  if (!Array.isArray(data.errors) || !data.errors.every(isFieldError)) return undefined;
  return { message: data.message, errors: data.errors };
}

export function fieldErrors(error: unknown): FieldError[] {
  return apiErrorBody(error)?.errors ?? [];
}

export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Set through a request's options: this call should never raise a toast. */
export function requestSkipsToast(error: unknown): boolean {
  return isHttpError(error) && error.config.skipToast === true;
}
