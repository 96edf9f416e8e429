import type { TFunction } from 'i18next';
import { apiErrorBody, errorStatus } from '../../lib/http/errors';
import { translateRefusal } from './actions';

/**
 * When an action was refused by the order's state (409): why, in the merchant's language. Undefined
 * for any other failure (the app's error handling reports those).
 */
export function refusalOf(error: unknown, t: TFunction): string | undefined {
  if (errorStatus(error) !== 409) return undefined;
  const message = apiErrorBody(error)?.message;
  return message ? translateRefusal(message, t) : t('orders.refusals.generic');
}
