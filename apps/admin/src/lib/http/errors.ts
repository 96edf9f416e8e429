import { isAxiosError } from 'axios';
import { apiErrorSchema, type ApiError, type FieldError } from '@shop/admin-api';

export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The 4xx body `{ message, errors }`, when the server sent one. */
export function apiErrorBody(error: unknown): ApiError | undefined {
  if (!isAxiosError(error)) return undefined;
  const parsed = apiErrorSchema.safeParse(error.response?.data);
  return parsed.success ? parsed.data : undefined;
}

export function fieldErrors(error: unknown): FieldError[] {
  return apiErrorBody(error)?.errors ?? [];
}

export function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/** Set through a request's config: this call should never raise a toast. */
export function requestSkipsToast(error: unknown): boolean {
  return isAxiosError(error) && error.config?.skipToast === true;
}
