import { describe, expect, it } from 'vitest';
import { collectionFormFieldOf } from './server-fields';

describe('server field errors on the collection form', () => {
  it('land on the field of the same name', () => {
    expect(collectionFormFieldOf('parent_collection_id', 0)).toBe('parent_collection_id');
    expect(collectionFormFieldOf('handle', 0)).toBe('handle');
    expect(collectionFormFieldOf('conditions', 0)).toBe('conditions');
  });

  it('land on the gallery or the product picker for one of their items', () => {
    expect(collectionFormFieldOf('images.3', 0)).toBe('images');
    expect(collectionFormFieldOf('product_ids.12', 0)).toBe('product_ids');
  });

  it('land on a condition row only while the row is on the form', () => {
    expect(collectionFormFieldOf('conditions.1.value', 2)).toBe('conditions.1.value');
    expect(collectionFormFieldOf('conditions.2.value', 2)).toBeUndefined();
  });

  it('leave anything else to the form-level list', () => {
    expect(collectionFormFieldOf('updated_at', 0)).toBeUndefined();
    expect(collectionFormFieldOf('level', 0)).toBeUndefined();
  });
});
