import { beforeAll, describe, expect, it } from 'vitest';
import { createProductBodySchema, type Product } from '@shop/admin-api';
import {
  combinations,
  emptyProductForm,
  formToBody,
  optionsChanged,
  planVariants,
  productBody,
  productFormFieldOf,
  productToForm,
} from './product-form';
import enValidation from '../../../../public/locales/en/validation.json';
import { bodyResolver } from '../../../lib/forms/body-resolver';
import { i18n } from '../../../lib/i18n/i18n';

beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { validation: enValidation } } });
});

function variant(id: string, option_values: string[], price: number | null = null, sku = '') {
  return {
    id,
    option_values,
    price,
    sku,
    inventory_quantity: 3,
    created_at: 1,
    updated_at: 1,
  };
}

const product: Product = {
  id: 'prd_1',
  title: 'Scarf',
  description_html: '<p>Warm</p>',
  price: 2500,
  status: 'hidden',
  meta_title: 'Scarf',
  meta_description: 'A warm scarf',
  orders_count: 4,
  options: [
    { name: 'Size', values: ['S', 'M'] },
    { name: 'Color', values: ['Red'] },
  ],
  // Not every combination: the variant editor can leave such a set.
  variants: [variant('var_1', ['S', 'Red'], 2600, 'SC-S'), variant('var_2', ['M', 'Red'])],
  images: [
    { id: 'upl_1', src: '/uploads/a.png' },
    { id: 'upl_2', src: '/uploads/b.png' },
  ],
  created_at: 1,
  updated_at: 7,
};

describe('product form values', () => {
  it('start empty for a new product, with no price until one is typed', () => {
    expect(emptyProductForm()).toEqual({
      title: '',
      description_html: '',
      price: null,
      status: 'active',
      meta_title: '',
      meta_description: '',
      options: [],
      images: [],
    });
  });

  it('load a product and send it back unchanged', () => {
    const values = productToForm(product);
    expect(values.options).toEqual(product.options);
    expect(values.options[0]!.values).not.toBe(product.options[0]!.values);
    expect(formToBody(values, product)).toEqual({
      title: 'Scarf',
      description_html: '<p>Warm</p>',
      price: 2500,
      status: 'hidden',
      meta_title: 'Scarf',
      meta_description: 'A warm scarf',
      options: product.options,
      variants: [
        { id: 'var_1', option_values: ['S', 'Red'], price: 2600, sku: 'SC-S' },
        { id: 'var_2', option_values: ['M', 'Red'], price: null, sku: '' },
      ],
      images: ['upl_1', 'upl_2'],
    });
  });
});

describe('planVariants', () => {
  it('keeps the saved variants while the options are as saved (after trimming)', () => {
    const options = [
      { name: ' Size ', values: ['S ', 'M'] },
      { name: 'Color', values: ['Red'] },
    ];
    expect(optionsChanged(options, product)).toBe(false);
    expect(planVariants(options, product).map((v) => v.id)).toEqual(['var_1', 'var_2']);
  });

  it('makes every combination of changed options, keeping the variants that match', () => {
    const options = [
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Color', values: ['Red', 'Blue'] },
    ];
    expect(optionsChanged(options, product)).toBe(true);
    expect(planVariants(options, product)).toEqual([
      { id: 'var_1', option_values: ['S', 'Red'], price: 2600, sku: 'SC-S' },
      { option_values: ['S', 'Blue'], price: null, sku: '' },
      { id: 'var_2', option_values: ['M', 'Red'], price: null, sku: '' },
      { option_values: ['M', 'Blue'], price: null, sku: '' },
    ]);
  });

  it('makes one default variant without options, and sends none past the maximum', () => {
    expect(planVariants([], undefined)).toEqual([{ option_values: [], price: null, sku: '' }]);
    const many = Array.from({ length: 11 }, (_, i) => `v${i}`);
    expect(
      planVariants(
        [
          { name: 'A', values: many },
          { name: 'B', values: many },
        ],
        undefined,
      ),
    ).toEqual([]);
  });

  it('combines values in option order', () => {
    expect(combinations([['S', 'M'], ['Red']])).toEqual([
      ['S', 'Red'],
      ['M', 'Red'],
    ]);
    expect(combinations([])).toEqual([[]]);
  });
});

describe('the contract checks the form', () => {
  const resolve = (values: ReturnType<typeof emptyProductForm>) =>
    bodyResolver(productBody(undefined))(values, undefined, {
      fields: {},
      names: ['title', 'price', 'options.0.name', 'options.0.values'],
      shouldUseNativeValidation: false,
    });

  it('trims what it sends', async () => {
    const result = await resolve({
      ...emptyProductForm(),
      title: '  Wool scarf ',
      price: 1999,
      meta_title: ' Scarf ',
      options: [{ name: ' Size ', values: [' S ', 'M '] }],
      images: [{ id: 'upl_9', src: '/uploads/x.png' }],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Wool scarf',
      description_html: '',
      price: 1999,
      status: 'active',
      meta_title: 'Scarf',
      meta_description: '',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { option_values: ['S'], price: null, sku: '' },
        { option_values: ['M'], price: null, sku: '' },
      ],
      images: ['upl_9'],
    });
    expect(createProductBodySchema.safeParse(result.values).success).toBe(true);
  });

  it('puts its messages on the fields that show them', async () => {
    const result = await resolve({
      ...emptyProductForm(),
      title: '   ',
      options: [
        { name: 'Size', values: ['S'] },
        { name: '', values: [] },
      ],
    });
    const errors = result.errors as Record<string, unknown> & {
      title?: { message: string };
      price?: { message: string };
      options?: { name?: { message: string }; values?: { message: string } }[];
    };
    expect(errors.title?.message).toBe('Required');
    expect(errors.price?.message).toBe('Enter a price');
    expect(errors.options?.[1]?.name?.message).toBe('Required');
    expect(errors.options?.[1]?.values?.message).toBe('Add at least one value');
  });

  it('refuses a price typed with more decimals than the currency has, on the price field', async () => {
    // The money field reads "12.345" in USD as 1234.5 minor units, not rounded.
    const result = await resolve({ ...emptyProductForm(), title: 'Scarf', price: 1234.5 });
    const errors = result.errors as { price?: { message: string } };
    expect(errors.price?.message).toBe('This price has more decimals than the currency has');
    expect(result.values).toEqual({});
  });

  it('checks how options and values fit together once each field is valid', async () => {
    const result = await resolve({
      ...emptyProductForm(),
      title: 'Scarf',
      price: 100,
      options: [
        { name: 'Size', values: ['S', 'S'] },
        { name: 'size', values: ['M'] },
      ],
    });
    const errors = result.errors as {
      options?: { name?: { message: string }; values?: { message: string } }[];
    };
    expect(errors.options?.[0]?.values?.message).toBe('This value is already listed');
    expect(errors.options?.[1]?.name?.message).toBe('Another option has this name');
  });
});

describe('productFormFieldOf', () => {
  it('maps body fields to the form field that shows them', () => {
    expect(productFormFieldOf('title')).toBe('title');
    expect(productFormFieldOf('images')).toBe('images');
    expect(productFormFieldOf('images.3')).toBe('images');
    expect(productFormFieldOf('options')).toBe('options');
    expect(productFormFieldOf('options.1')).toBe('options.1.name');
    expect(productFormFieldOf('options.1.name')).toBe('options.1.name');
    expect(productFormFieldOf('options.2.values')).toBe('options.2.values');
    expect(productFormFieldOf('options.2.values.5')).toBe('options.2.values');
    expect(productFormFieldOf('variants.0.sku')).toBeUndefined();
    expect(productFormFieldOf('updated_at')).toBeUndefined();
  });
});
