import type { z } from 'zod';
import { createDomainBodySchema, updateDomainBodySchema, type Domain } from '@shop/admin-api';
import { plainBody } from '../../../../lib/forms/body-resolver';

/** Connecting a custom domain: the contract's create body (§5 host name rule, lowercased). */
export const connectBody = plainBody(createDomainBodySchema, ['domain']);
export type ConnectValues = z.input<typeof connectBody.schema>;
export const NEW_DOMAIN: ConnectValues = { domain: '' };

/** Renaming a custom domain: the update body with its host alone (the handle is the shop's). */
export const renameBody = plainBody(updateDomainBodySchema.pick({ domain: true }).required(), [
  'domain',
]);
export type RenameValues = z.input<typeof renameBody.schema>;

export function toRenameValues(domain: Domain): RenameValues {
  return { domain: domain.host };
}
