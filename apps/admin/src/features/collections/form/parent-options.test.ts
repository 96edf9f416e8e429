import { describe, expect, it } from 'vitest';
import type { Collection } from '@shop/admin-api';
import { parentOptions } from './parent-options';

function collection(id: string, pathLevels: string[], titles: string[]): Collection {
  return {
    id,
    title: titles.at(-1) ?? id,
    description: '',
    meta_title: '',
    meta_description: '',
    handle: null,
    images: [],
    condition_type: 'all',
    collection_type: 'manual',
    status: 'active',
    conditions: [],
    parent_collection_id: pathLevels.at(-2) ?? null,
    is_subcategory: pathLevels.length > 1,
    level: pathLevels.length - 1,
    path: titles.join(' > '),
    path_levels: pathLevels,
    hierarchy_depth: 0,
    display_order: 0,
    show_products_at_level: true,
    created_at: 0,
    updated_at: 0,
  };
}

const clothing = collection('c1', ['c1'], ['Clothing']);
const tops = collection('c2', ['c1', 'c2'], ['Clothing', 'Tops']);
const shirts = collection('c3', ['c1', 'c2', 'c3'], ['Clothing', 'Tops', 'Shirts']);
const deep = collection('c5', ['c1', 'c2', 'c3', 'c4', 'c5'], ['A', 'B', 'C', 'D', 'E']);

describe('parent choices', () => {
  it('name each choice by its path, for a new collection every one fits but the deepest', () => {
    expect(parentOptions([clothing, tops, deep], null, 'Too deep')).toEqual([
      { value: 'c1', label: 'Clothing' },
      { value: 'c2', label: 'Clothing > Tops' },
      { value: 'c5', label: 'A > B > C > D > E', disabled: true, hint: 'Too deep' },
    ]);
  });

  it('leave out the collection itself and its sub-collections', () => {
    const options = parentOptions([clothing, tops, shirts], { id: 'c2', hierarchy_depth: 1 }, '');
    expect(options.map((option) => option.value)).toEqual(['c1']);
  });

  it('refuse a parent that would push its sub-collections below the deepest level', () => {
    const options = parentOptions([clothing, shirts], { id: 'x', hierarchy_depth: 2 }, 'Too deep');
    expect(options).toEqual([
      { value: 'c1', label: 'Clothing' },
      { value: 'c3', label: 'Clothing > Tops > Shirts', disabled: true, hint: 'Too deep' },
    ]);
  });
});
