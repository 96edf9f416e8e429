import { describe, expect, it } from 'vitest';
import { partialMatchKey } from '@tanstack/react-query';
import { resourceKeys } from './keys';
import { customerKeys, orderKeys, productKeys, variantKeys } from './query-keys';

describe('resourceKeys', () => {
  const keys = resourceKeys<{ q?: string }, { q: string }>('things');

  it('gives every resource the same shape, all under its name', () => {
    expect(keys.all).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ q: 'a' })).toEqual(['things', 'list', { q: 'a' }]);
    expect(keys.counts()).toEqual(['things', 'count']);
    expect(keys.count({ q: '' })).toEqual(['things', 'count', { q: '' }]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.detail('t1')).toEqual(['things', 'detail', 't1']);
  });

  it('nests each key under the wider ones, so a prefix names all of a kind', () => {
    const within = (key: readonly unknown[], prefix: readonly unknown[]) =>
      partialMatchKey(key, prefix);
    expect(within(keys.list({}), keys.lists())).toBe(true);
    expect(within(keys.lists(), keys.all)).toBe(true);
    expect(within(keys.count({ q: 'x' }), keys.counts())).toBe(true);
    expect(within(keys.detail('t1'), keys.details())).toBe(true);
    expect(within(keys.detail('t1'), keys.lists())).toBe(false);
    expect(within(keys.list({}), keys.counts())).toBe(false);
  });
});

describe('the registry', () => {
  it("hangs a customer's orders and stats under their record", () => {
    expect(partialMatchKey(customerKeys.orders('c1'), customerKeys.detail('c1'))).toBe(true);
    expect(partialMatchKey(customerKeys.stats('c1'), customerKeys.detail('c1'))).toBe(true);
    expect(partialMatchKey(customerKeys.orders('c2'), customerKeys.detail('c1'))).toBe(false);
  });

  it('lets "no search" and an empty one share a count', () => {
    expect(customerKeys.count(undefined)).toEqual(customerKeys.count(''));
    expect(productKeys.count({})).toEqual(productKeys.count({ q: '', status: '' }));
  });

  it("counts the sidebar's unfulfilled orders among the order counts", () => {
    expect(orderKeys.unfulfilledCount()).toEqual([
      'orders',
      'count',
      { fulfillment_status: 'unfulfilled' },
    ]);
  });

  it("names a variant by its product, so a product's variants share a prefix", () => {
    expect(partialMatchKey(variantKeys.detail('p1', 'v1'), variantKeys.ofProduct('p1'))).toBe(true);
    expect(partialMatchKey(variantKeys.detail('p2', 'v1'), variantKeys.ofProduct('p1'))).toBe(
      false,
    );
  });
});
