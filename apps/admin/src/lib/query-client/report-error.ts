import { toast } from '@shop/ui';
import { captureError } from '../error-reporting/capture';
import { isHttpError, type HttpErrorCode } from '../http/client';
import { apiErrorBody, errorStatus, fieldErrors, requestSkipsToast } from '../http/errors';
import { i18n } from '../i18n/i18n';
import type { AppMeta } from './meta';

export interface ErrorSource {
  kind: 'query' | 'mutation';
  meta?: AppMeta | undefined;
}

/** §8: when a failed query or mutation may raise a toast. */
export function shouldToast(error: unknown, source: ErrorSource): boolean {
  const status = errorStatus(error);
  if (status === 401) return false; // the session handles it (refresh or sign-in)
  if (source.meta?.toast === false || requestSkipsToast(error)) return false;
  if (status !== undefined && source.meta?.handledStatuses?.includes(status)) return false;
  // A form shows field errors next to the fields; a toast would only repeat them.
  if (source.kind === 'mutation' && fieldErrors(error).length > 0) return false;
  return !toast.isActive();
}

const ERROR_CODE_KEYS: Record<HttpErrorCode, string> = {
  ERR_NETWORK: 'errors.network',
  ERR_CANCELED: 'errors.canceled',
  ERR_TIMEOUT: 'errors.timeout',
  ERR_BAD_REQUEST: 'errors.badRequest',
  ERR_BAD_RESPONSE: 'errors.badResponse',
};

/** The server's message, else the error's own (translated for transport errors), else a generic one. */
export function errorMessage(error: unknown): string {
  const serverMessage = apiErrorBody(error)?.message;
  if (serverMessage) return serverMessage;
  if (isHttpError(error)) return i18n.t(ERROR_CODE_KEYS[error.code]);
  // A schema mismatch message is a wall of JSON: not something to show to a merchant.
  if (error instanceof Error && error.message && error.name !== 'ZodError') return error.message;
  return i18n.t('errors.generic');
}

/** §8: every failure is logged; those that are not 4xx also go to error reporting (issue 27). */
export function reportError(error: unknown, source: ErrorSource): void {
  console.error(error);
  captureError(error, source.kind);
  if (shouldToast(error, source)) toast.error(errorMessage(error));
}
