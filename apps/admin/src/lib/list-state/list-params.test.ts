import { describe, expect, it } from 'vitest';
import { defineList } from './list-params';

const list = defineList<
  `${'created_at' | 'email' | 'total_spent'}:${'asc' | 'desc'}`,
  { status: 'active' | 'hidden' }
>({
  sortFields: ['created_at', 'email', 'total_spent'],
  defaultSort: 'created_at:desc',
  pageSize: 20,
  pageSizes: [20, 50],
  filters: { status: ['active', 'hidden'] },
});
const read = (search: string) => list.read(new URLSearchParams(search));

describe('list params', () => {
  it('defaults to the default sort on the first page, and writes a plain address', () => {
    expect(read('')).toEqual({
      q: '',
      sort: 'created_at:desc',
      limit: 20,
      filters: {},
      startingAfter: undefined,
      endingBefore: undefined,
      page: 1,
    });
    expect(list.write(read('')).toString()).toBe('');
  });

  it('ignores a sort, filter value or page size outside the definition', () => {
    expect(read('sort=password:asc').sort).toBe('created_at:desc');
    expect(read('sort=email:sideways').sort).toBe('created_at:desc');
    expect(read('sort=email:asc').sort).toBe('email:asc');
    expect(read('status=deleted').filters).toEqual({});
    expect(read('limit=7').limit).toBe(20);
    expect(read('limit=50').limit).toBe(50);
  });

  it('round-trips through the URL', () => {
    const params = read('q=ann&status=hidden&sort=total_spent:desc&limit=50&starting_after=cus_9');
    expect(list.write(params).toString()).toBe(
      'q=ann&status=hidden&sort=total_spent%3Adesc&limit=50&starting_after=cus_9',
    );
  });

  it('resets the cursor when the search, sort, filter or page size changes', () => {
    const onPage3 = read('q=ann&starting_after=cus_9');
    expect(list.withSearch(onPage3, ' bob ')).toMatchObject({ q: 'bob', startingAfter: undefined });
    expect(list.withSort(read('ending_before=cus_1'), 'email:asc')).toMatchObject({
      sort: 'email:asc',
      endingBefore: undefined,
    });
    expect(list.withFilter(onPage3, 'status', 'active')).toMatchObject({
      filters: { status: 'active' },
      startingAfter: undefined,
    });
    expect(list.withFilter(read('status=active'), 'status', undefined).filters).toEqual({});
    expect(list.withLimit(onPage3, 50)).toMatchObject({ limit: 50, startingAfter: undefined });
  });

  it('pages with one cursor at a time', () => {
    const next = list.nextPage(read('ending_before=cus_1&status=active'), 'cus_20');
    expect(next).toMatchObject({ startingAfter: 'cus_20', endingBefore: undefined });
    const previous = list.previousPage(next, 'cus_21');
    expect(previous).toMatchObject({ startingAfter: undefined, endingBefore: 'cus_21' });
    expect(list.toQuery(previous)).toEqual({
      limit: 20,
      sort: 'created_at:desc',
      status: 'active',
      ending_before: 'cus_21',
    });
    expect(list.toCountQuery(read('q=ann&status=hidden&starting_after=x'))).toEqual({
      q: 'ann',
      status: 'hidden',
    });
  });

  it('counts the pages stepped through, for the pager to say where the page is', () => {
    const page2 = list.nextPage(read('limit=50'), 'cus_50');
    expect(page2.page).toBe(2);
    expect(list.write(page2).toString()).toBe('limit=50&starting_after=cus_50&page=2');
    const page3 = list.nextPage(read(list.write(page2).toString()), 'cus_100');
    expect(list.firstRow(page3, true)).toBe(101);
    const back = list.previousPage(page3, 'cus_101');
    expect(back).toMatchObject({ endingBefore: 'cus_101', page: 2 });
    // Back on the first page, whatever the URL says: nothing is before it.
    expect(list.firstRow(read('ending_before=cus_51&page=7'), false)).toBe(1);
    // A cursor without a page number (a link from elsewhere): the position is unknown.
    expect(read('starting_after=cus_9').page).toBeUndefined();
    expect(list.firstRow(read('starting_after=cus_9'), true)).toBeUndefined();
    expect(read('starting_after=cus_9&page=x').page).toBeUndefined();
    expect(read('page=4').page).toBe(1);
    // A new search starts again from row 1.
    expect(list.withSearch(page3, 'ann').page).toBe(1);
  });

  it('reads has_more in the direction that was asked', () => {
    expect(list.pagingState(read(''), true)).toEqual({ hasPrevious: false, hasNext: true });
    expect(list.pagingState(read(''), false)).toEqual({ hasPrevious: false, hasNext: false });
    expect(list.pagingState(read('starting_after=a'), false)).toEqual({
      hasPrevious: true,
      hasNext: false,
    });
    expect(list.pagingState(read('ending_before=a'), false)).toEqual({
      hasPrevious: false,
      hasNext: true,
    });
  });

  describe("a list in the server's fixed order, filtered by an id only the server knows", () => {
    const isId = (value: string) => /^loc_\w+$/.test(value);
    const fixed = defineList<'', { location: string }>({
      sortFields: [],
      defaultSort: '',
      pageSize: 20,
      filters: { location: isId },
    });
    const readFixed = (search: string) => fixed.read(new URLSearchParams(search));

    it('takes any value the test accepts, and nothing else', () => {
      expect(readFixed('location=loc_2').filters).toEqual({ location: 'loc_2' });
      expect(readFixed('location=../x').filters).toEqual({});
      expect(fixed.withFilter(readFixed('location=loc_1'), 'location', 'loc_9').filters).toEqual({
        location: 'loc_9',
      });
      expect(fixed.withFilter(readFixed('location=loc_1'), 'location', 'nope').filters).toEqual({});
    });

    it('keeps the search and starts from the first page when the filter changes', () => {
      const onPage2 = readFixed('q=shirt&location=loc_1&starting_after=inv_7');
      expect(fixed.withFilter(onPage2, 'location', 'loc_2')).toMatchObject({
        q: 'shirt',
        filters: { location: 'loc_2' },
        startingAfter: undefined,
      });
    });

    it('has no sort in the URL or in the query', () => {
      const params = readFixed('sort=title:asc&q=shirt&location=loc_1');
      expect(params.sort).toBe('');
      expect(fixed.write(params).toString()).toBe('q=shirt&location=loc_1');
      expect(fixed.toQuery(params)).toEqual({ limit: 20, q: 'shirt', location: 'loc_1' });
    });
  });
});
