import { toast } from '@shop/ui';
import { apiErrorBody, errorStatus, fieldErrors } from '../../../lib/http/errors';

/**
 * §8: a create or update that fails shows the server's message, or the form's own default ("Failed
 * to create discount code"). Not for what the form shows itself: field errors on their fields, a
 * conflict (409) in its dialog; nor for a 401 (the session signs in again).
 */
export function toastSaveFailure(error: unknown, fallback: string): void {
  const status = errorStatus(error);
  if (status === 401 || status === 409 || fieldErrors(error).length > 0) return;
  toast.error(apiErrorBody(error)?.message || fallback);
}
