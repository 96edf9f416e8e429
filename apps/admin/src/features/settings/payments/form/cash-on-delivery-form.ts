import type { z } from 'zod';
import { cashOnDeliveryChangesSchema, type CashOnDelivery } from '@shop/admin-api';
import type { BodyDraft, BodyMapping } from '../../../../lib/forms/body-resolver';

/** Cash on delivery as its form edits it: money in minor units (MoneyField), the status a switch. */
export interface CashOnDeliveryValues {
  display_name: string;
  instructions: string;
  fee: number | null;
  min_order: number | null;
  max_order: number | null;
  active: boolean;
}

export function cashOnDeliveryToForm(method: CashOnDelivery): CashOnDeliveryValues {
  return {
    display_name: method.display_name,
    instructions: method.instructions,
    fee: method.fee,
    min_order: method.min_order,
    max_order: method.max_order,
    active: method.status === 'active',
  };
}

function formToBody(
  values: CashOnDeliveryValues,
): BodyDraft<z.input<typeof cashOnDeliveryChangesSchema>> {
  const { active, ...fields } = values;
  return { ...fields, status: active ? 'active' : 'inactive' };
}

export const cashOnDeliveryBody = {
  schema: cashOnDeliveryChangesSchema,
  toBody: formToBody,
  // Every body field has the form field of its name; the status is the switch.
  fields: (bodyField: string) =>
    bodyField === 'status'
      ? 'active'
      : (['display_name', 'instructions', 'fee', 'min_order', 'max_order'] as const).find(
          (name) => name === bodyField,
        ),
} satisfies BodyMapping<CashOnDeliveryValues, typeof cashOnDeliveryChangesSchema>;
