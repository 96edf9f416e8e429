import { describe, expect, it } from 'vitest';
import type { ProductVariantDetail } from '@shop/admin-api';
import { formFieldOf, toFormInput, variantFormSchema } from './variant-form';

const variant: ProductVariantDetail = {
  id: 'var_1',
  product_id: 'prd_1',
  product_title: 'Linen shirt',
  product_price: 4500,
  option_values: ['M', 'Blue'],
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Colour', values: ['Blue'] },
  ],
  price: null,
  sku: 'LS-M-BL',
  inventory_quantity: 7,
  inventory_levels: [],
  created_at: 1,
  updated_at: 2,
};

describe('the variant form', () => {
  it('edits the option values, price and SKU of the variant', () => {
    expect(toFormInput(variant)).toEqual({
      option_values: ['M', 'Blue'],
      price: null,
      sku: 'LS-M-BL',
    });
  });

  it('checks with the contract: no empty option value, no negative price', () => {
    const result = variantFormSchema.safeParse({ option_values: ['M', ' '], price: -1, sku: '' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['option_values.1', 'Required'],
      ['price', 'The price cannot be negative'],
    ]);
    expect(variantFormSchema.parse({ option_values: [' L '], price: null, sku: ' X ' })).toEqual({
      option_values: ['L'],
      price: null,
      sku: 'X',
    });
  });

  it('puts server messages on their fields, a clash of the combination on the first option', () => {
    expect(formFieldOf('sku', 2)).toBe('sku');
    expect(formFieldOf('price', 2)).toBe('price');
    expect(formFieldOf('option_values.1', 2)).toBe('option_values.1');
    expect(formFieldOf('option_values', 2)).toBe('option_values.0');
    expect(formFieldOf('option_values', 0)).toBeUndefined();
    expect(formFieldOf('updated_at', 2)).toBeUndefined();
  });
});
