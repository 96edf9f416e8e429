import { describe, expect, it } from 'vitest';
import {
  createProductBodySchema,
  PRICE_TOO_PRECISE,
  productCountQuerySchema,
  productListQuerySchema,
  updateProductBodySchema,
} from './products';
import { PRODUCT_PAGE_SIZE } from './values';

describe('product list query', () => {
  it('defaults to title descending, no search and any status', () => {
    expect(productListQuerySchema.parse({})).toEqual({
      q: undefined,
      limit: PRODUCT_PAGE_SIZE,
      sort: 'title:desc',
      status: undefined,
    });
  });

  it('treats empty params as unset and refuses unknown values', () => {
    expect(productListQuerySchema.parse({ q: ' ', status: '' })).toMatchObject({
      q: undefined,
      status: undefined,
    });
    expect(productCountQuerySchema.parse({ status: 'hidden' }).status).toBe('hidden');
    expect(productListQuerySchema.safeParse({ status: 'draft' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ sort: 'price:up' }).success).toBe(false);
    expect(productListQuerySchema.parse({ sort: 'orders_count:asc' }).sort).toBe(
      'orders_count:asc',
    );
  });
});

describe('product body', () => {
  it('trims text and fills the defaults', () => {
    expect(createProductBodySchema.parse({ title: ' Mug ', price: 1200 })).toEqual({
      title: 'Mug',
      description_html: '',
      price: 1200,
      status: 'active',
      meta_title: '',
      meta_description: '',
      options: [],
      variants: [],
      images: [],
    });
  });

  it('says which field is wrong, in plain English', () => {
    const result = createProductBodySchema.safeParse({
      title: '',
      price: -1,
      options: [{ name: 'Size', values: ['S'] }],
      variants: [
        { option_values: ['M'], sku: 'A' },
        { option_values: ['S'], sku: 'A' },
      ],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), i.message]);
    // Every refusal at once: the rules across fields run beside the field rules.
    expect(issues).toEqual([
      ['title', 'Required'],
      ['price', 'The price cannot be negative'],
      ['variants.0.option_values.0', 'Not a value of Size'],
      ['variants.1.sku', 'Another variant has this SKU'],
    ]);
  });

  it('refuses a price with more decimals than the currency has, instead of rounding it', () => {
    // "12.345" typed in a 2-decimal currency arrives as 1234.5 minor units.
    for (const schema of [createProductBodySchema, updateProductBodySchema]) {
      const result = schema.safeParse({ title: 'Mug', price: 1234.5, updated_at: 1 });
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['price', PRICE_TOO_PRECISE],
      ]);
    }
    expect(createProductBodySchema.parse({ title: 'Mug', price: 1234 }).price).toBe(1234);
  });

  it('needs the edited version on an update', () => {
    const result = updateProductBodySchema.safeParse({ title: 'Mug', price: 1 });
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['updated_at']);
  });
});
