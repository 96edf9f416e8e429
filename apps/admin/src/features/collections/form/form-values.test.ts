import { describe, expect, it } from 'vitest';
import {
  collectionBodySchema,
  SUBCATEGORY_PARENT_REQUIRED,
  type CollectionDetail,
} from '@shop/admin-api';
import {
  NEW_COLLECTION_VALUES,
  toBodyInput,
  toFormValues,
  type CollectionFormValues,
} from './form-values';

const stored: CollectionDetail = {
  id: 'col_2',
  title: 'Shirts',
  description: '<p>Polo and Oxford.</p>',
  meta_title: 'Shirts',
  meta_description: 'Shirts for every day',
  handle: null,
  images: [{ id: 'upl_1', src: '/uploads/a.png' }],
  condition_type: 'any',
  collection_type: 'automated',
  status: 'inactive',
  conditions: [
    { name: 'title', type: 'contains', value: 'Shirt' },
    { name: 'price', type: 'less_than', value: 5000 },
  ],
  parent_collection_id: 'col_1',
  is_subcategory: true,
  level: 1,
  path: 'Clothing > Shirts',
  path_levels: ['col_1', 'col_2'],
  hierarchy_depth: 0,
  display_order: 3,
  show_products_at_level: false,
  created_at: 1_700_000_000,
  updated_at: 1_700_000_100,
  product_ids: [],
  products_count: 12,
  products_preview: [],
};

const parse = (values: CollectionFormValues) => collectionBodySchema.safeParse(toBodyInput(values));

describe('collection form values', () => {
  it('start a new collection with the defaults of §3 and no type chosen', () => {
    expect(NEW_COLLECTION_VALUES).toMatchObject({
      condition_type: 'all',
      status: 'active',
      make_subcategory: false,
      display_order: '0',
      show_products_at_level: true,
      collection_type: '',
      images: [],
      conditions: [],
    });
    const result = parse({ ...NEW_COLLECTION_VALUES, title: 'Summer' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['collection_type']);
  });

  it('read a stored collection and give back the same body', () => {
    const values = toFormValues(stored);
    expect(values).toMatchObject({
      handle: '',
      make_subcategory: true,
      parent_collection_id: 'col_1',
      display_order: '3',
    });
    expect(parse(values).data).toEqual({
      title: 'Shirts',
      description: '<p>Polo and Oxford.</p>',
      meta_title: 'Shirts',
      meta_description: 'Shirts for every day',
      handle: null,
      images: ['upl_1'],
      condition_type: 'any',
      collection_type: 'automated',
      status: 'inactive',
      conditions: [
        { name: 'title', type: 'contains', value: 'Shirt' },
        { name: 'price', type: 'less_than', value: 5000 },
      ],
      parent_collection_id: 'col_1',
      make_subcategory: true,
      display_order: 3,
      show_products_at_level: false,
      product_ids: [],
    });
  });

  it('trim the texts, lowercase the handle and turn an empty one into none', () => {
    const values = {
      ...NEW_COLLECTION_VALUES,
      collection_type: 'manual' as const,
      title: '  Summer  ',
      meta_title: ' Summer sale ',
      handle: '  Summer-Sale ',
    };
    expect(parse(values).data).toMatchObject({
      title: 'Summer',
      meta_title: 'Summer sale',
      handle: 'summer-sale',
    });
    expect(parse({ ...values, handle: '   ' }).data?.handle).toBeNull();
  });

  it('refuse a sub-collection without a parent on the parent field, with the message of §5', () => {
    const values = {
      ...NEW_COLLECTION_VALUES,
      title: 'Tops',
      collection_type: 'manual' as const,
      make_subcategory: true,
    };
    const result = parse(values);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['parent_collection_id'],
        message: SUBCATEGORY_PARENT_REQUIRED,
      }),
    ]);
    // Without the flag a chosen parent is not sent.
    expect(
      toBodyInput({ ...values, make_subcategory: false, parent_collection_id: 'col_1' })
        .parent_collection_id,
    ).toBeNull();
  });

  it('send only what the chosen type uses', () => {
    const both = {
      ...NEW_COLLECTION_VALUES,
      title: 'Mixed',
      conditions: [{ name: 'title' as const, type: 'contains', value: 'Mug' }],
      product_ids: ['prd_1'],
    };
    const manual = toBodyInput({ ...both, collection_type: 'manual' });
    expect(manual).toMatchObject({ conditions: [], product_ids: ['prd_1'] });
    const automated = toBodyInput({ ...both, collection_type: 'automated' });
    expect(automated).toMatchObject({ product_ids: [] });
    expect(automated.conditions).toHaveLength(1);
  });

  it('read the display order as a whole number, empty as the default', () => {
    const base = { ...NEW_COLLECTION_VALUES, title: 'A', collection_type: 'manual' as const };
    expect(parse({ ...base, display_order: ' 7 ' }).data?.display_order).toBe(7);
    expect(parse({ ...base, display_order: '' }).data?.display_order).toBe(0);
    const refused = parse({ ...base, display_order: '2.5' });
    expect(refused.error?.issues[0]?.path).toEqual(['display_order']);
  });

  it('refuse an automated collection without conditions, and a bad row on its own field', () => {
    const base = { ...NEW_COLLECTION_VALUES, title: 'A', collection_type: 'automated' as const };
    expect(parse(base).error?.issues[0]?.path).toEqual(['conditions']);
    const bad = parse({ ...base, conditions: [{ name: 'price', type: 'equals', value: null }] });
    expect(bad.error?.issues[0]?.path).toEqual(['conditions', 0, 'value']);
  });
});
