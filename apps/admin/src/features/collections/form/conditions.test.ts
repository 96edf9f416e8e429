import { describe, expect, it } from 'vitest';
import { CONDITION_RULES, collectionConditionSchema } from '@shop/admin-api';
import {
  conditionValueKind,
  newConditionRow,
  operatorsFor,
  toConditionInput,
  toConditionRow,
  withConditionName,
} from './conditions';

describe('condition rows', () => {
  it('start with the first name, its first operator and an empty value', () => {
    expect(newConditionRow()).toEqual({ name: 'title', type: 'equals', value: '' });
    expect(newConditionRow('price')).toEqual({ name: 'price', type: 'equals', value: null });
    expect(newConditionRow('status')).toEqual({ name: 'status', type: 'equals', value: 'active' });
  });

  it('offer exactly the operators of the contract for each name', () => {
    expect(operatorsFor('title')).toEqual(CONDITION_RULES.title);
    expect(operatorsFor('price')).toEqual(CONDITION_RULES.price);
    expect(operatorsFor('status')).toEqual(['equals']);
    expect(conditionValueKind('title')).toBe('text');
    expect(conditionValueKind('price')).toBe('price');
    expect(conditionValueKind('status')).toBe('productStatus');
  });

  it('keep an operator the new name allows and drop one it does not', () => {
    const contains = { name: 'title', type: 'contains', value: 'Linen' } as const;
    expect(withConditionName(contains, 'price')).toEqual({
      name: 'price',
      type: 'equals',
      value: null,
    });
    const equals = { name: 'title', type: 'equals', value: 'Linen' } as const;
    expect(withConditionName(equals, 'status')).toEqual({
      name: 'status',
      type: 'equals',
      value: 'active',
    });
    expect(withConditionName({ name: 'price', type: 'less_than', value: 500 }, 'price')).toEqual({
      name: 'price',
      type: 'less_than',
      value: 500,
    });
  });

  it('read stored conditions into rows and back into what the contract accepts', () => {
    expect(toConditionRow({ name: 'price', type: 'greater_than', value: 1999 })).toEqual({
      name: 'price',
      type: 'greater_than',
      value: 1999,
    });
    expect(toConditionRow({ name: 'title', type: 'contains', value: 42 })).toEqual({
      name: 'title',
      type: 'contains',
      value: '42',
    });

    const price = collectionConditionSchema.parse(
      toConditionInput({ name: 'price', type: 'less_than', value: 2500 }),
    );
    expect(price).toEqual({ name: 'price', type: 'less_than', value: 2500 });
    // An empty price is refused on its value, with the contract's message.
    const empty = collectionConditionSchema.safeParse(
      toConditionInput({ name: 'price', type: 'equals', value: null }),
    );
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.path).toEqual(['value']);
  });
});
