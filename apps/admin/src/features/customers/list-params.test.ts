import { describe, expect, it } from 'vitest';
import { CUSTOMER_PAGE_SIZE } from '@shop/admin-api';
import {
  nextPage,
  pagingState,
  previousPage,
  readListParams,
  toListQuery,
  withSearch,
  withSort,
  writeListParams,
} from './list-params';

const read = (search: string) => readListParams(new URLSearchParams(search));

describe('customer list params', () => {
  it('defaults to created_at:desc on the first page', () => {
    expect(read('')).toEqual({
      q: '',
      sort: 'created_at:desc',
      startingAfter: undefined,
      endingBefore: undefined,
    });
    expect(writeListParams(read('')).toString()).toBe('');
  });

  it('ignores a sort outside the contract', () => {
    expect(read('sort=password:asc').sort).toBe('created_at:desc');
    expect(read('sort=email:sideways').sort).toBe('created_at:desc');
    expect(read('sort=email:asc').sort).toBe('email:asc');
  });

  it('round-trips through the URL', () => {
    const params = read('q=ann&sort=total_spent:desc&starting_after=cus_9');
    expect(writeListParams(params).toString()).toBe(
      'q=ann&sort=total_spent%3Adesc&starting_after=cus_9',
    );
  });

  it('resets the cursor when the search or the sort changes', () => {
    const onPage3 = read('q=ann&starting_after=cus_9');
    expect(withSearch(onPage3, 'bob')).toMatchObject({ q: 'bob', startingAfter: undefined });
    expect(withSort(read('ending_before=cus_1'), 'email:asc')).toMatchObject({
      sort: 'email:asc',
      endingBefore: undefined,
    });
  });

  it('pages with one cursor at a time', () => {
    const next = nextPage(read('ending_before=cus_1'), 'cus_20');
    expect(next).toMatchObject({ startingAfter: 'cus_20', endingBefore: undefined });
    const previous = previousPage(next, 'cus_21');
    expect(previous).toMatchObject({ startingAfter: undefined, endingBefore: 'cus_21' });
    expect(toListQuery(previous)).toEqual({
      limit: CUSTOMER_PAGE_SIZE,
      sort: 'created_at:desc',
      ending_before: 'cus_21',
    });
  });

  it('reads has_more in the direction that was asked', () => {
    expect(pagingState(read(''), true)).toEqual({ hasPrevious: false, hasNext: true });
    expect(pagingState(read(''), false)).toEqual({ hasPrevious: false, hasNext: false });
    expect(pagingState(read('starting_after=a'), false)).toEqual({
      hasPrevious: true,
      hasNext: false,
    });
    expect(pagingState(read('ending_before=a'), false)).toEqual({
      hasPrevious: false,
      hasNext: true,
    });
  });
});
