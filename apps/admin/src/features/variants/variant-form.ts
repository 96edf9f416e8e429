import type { FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { updateVariantBodySchema, type ProductVariantDetail } from '@shop/admin-api';

/** The contract's variant body; the version (updated_at) is added from the loaded variant. */
export const variantFormSchema = updateVariantBodySchema.omit({ updated_at: true });
export type VariantFormInput = z.input<typeof variantFormSchema>;

export function toFormInput(variant: ProductVariantDetail): VariantFormInput {
  return { option_values: [...variant.option_values], price: variant.price, sku: variant.sku };
}

/** The form's field of each option, in option order ("option_values.0" for the first). */
export function optionValueFields(optionCount: number): FieldPath<VariantFormInput>[] {
  return Array.from({ length: optionCount }, (_, i) => `option_values.${i}` as const);
}

/**
 * The form field that shows a server field's message. The server reports a clash of the whole
 * combination ("Another variant has the same option values") on `option_values`: it goes on the first
 * option's field, which is then focused.
 */
export function formFieldOf(
  serverField: string,
  optionCount: number,
): FieldPath<VariantFormInput> | undefined {
  const fields: FieldPath<VariantFormInput>[] = [...optionValueFields(optionCount), 'price', 'sku'];
  if (serverField === 'option_values' && optionCount > 0) return 'option_values.0';
  return fields.find((field) => field === serverField);
}
