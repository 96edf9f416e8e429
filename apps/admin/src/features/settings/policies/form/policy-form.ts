import type { z } from 'zod';
import { updateShopPolicyBodySchema, type ShopPolicy } from '@shop/admin-api';
import { plainBody } from '../../../../lib/forms/body-resolver';

/** A policy's text: the contract's update body (its HTML); the version comes from the loaded one. */
export const policyBody = plainBody(updateShopPolicyBodySchema.omit({ updated_at: true }), [
  'body',
]);
export type PolicyValues = z.input<typeof policyBody.schema>;

export function toPolicyValues(policy: ShopPolicy): PolicyValues {
  return { body: policy.body };
}

/** Whether rich text holds any words (an editor left empty still holds `<p></p>`). */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
