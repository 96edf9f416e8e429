import type { z } from 'zod';
import { shopHandleField, updateDomainBodySchema, type Domain } from '@shop/admin-api';
import { plainBody } from '../../../../lib/forms/body-resolver';

/**
 * The shop's handle, the first part of its own address: the contract's update body with the
 * handle alone (a custom domain's form sends `domain` instead), the version from the loaded record.
 */
export const handleBody = plainBody(updateDomainBodySchema.pick({ handle: true }).required(), [
  'handle',
]);
export type HandleValues = z.input<typeof handleBody.schema>;

export function toHandleValues(domain: Domain): HandleValues {
  return { handle: domain.handle ?? '' };
}

/**
 * The handle worth asking the server about as it is typed: lowercased and trimmed as it would be
 * saved, when it keeps the §5 slug rule and differs from the saved one; null otherwise (the
 * form's own rule speaks first, and the shop's own handle is its own).
 */
export function handleToCheck(typed: string, saved: string | null): string | null {
  const parsed = shopHandleField.safeParse(typed);
  if (!parsed.success || parsed.data === saved) return null;
  return parsed.data;
}
