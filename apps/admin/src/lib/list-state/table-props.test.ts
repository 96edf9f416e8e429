import { describe, expect, it, vi } from 'vitest';
import { defineList } from './list-params';
import { listTableProps } from './table-props';

const list = defineList<`${'created_at' | 'email'}:${'asc' | 'desc'}`>({
  sortFields: ['created_at', 'email'],
  defaultSort: 'created_at:desc',
  pageSize: 20,
});
const sized = defineList<'created_at:desc'>({
  sortFields: ['created_at'],
  defaultSort: 'created_at:desc',
  pageSize: 20,
  pageSizes: [20, 50],
});
const page = (ids: string[], hasMore: boolean) => ({
  items: ids.map((id) => ({ id })),
  has_more: hasMore,
});

describe('the table props of a list state', () => {
  it('page by the first and last row on screen', () => {
    const go = vi.fn();
    const params = list.read(new URLSearchParams('starting_after=a'));
    const props = listTableProps(list, params, go, page(['b', 'c'], true));
    expect(props.paging).toMatchObject({ hasNext: true, hasPrevious: true });
    props.paging.onNext();
    expect(go).toHaveBeenLastCalledWith(expect.objectContaining({ startingAfter: 'c' }));
    props.paging.onPrevious();
    expect(go).toHaveBeenLastCalledWith(
      expect.objectContaining({ startingAfter: undefined, endingBefore: 'b' }),
    );
  });

  it('tell the pager the position of the first row on screen', () => {
    const first = listTableProps(
      list,
      list.read(new URLSearchParams()),
      vi.fn(),
      page(['a'], true),
    );
    expect(first.paging.firstRow).toBe(1);
    const third = list.read(new URLSearchParams('starting_after=a&page=3'));
    expect(listTableProps(list, third, vi.fn(), page(['b'], true)).paging.firstRow).toBe(41);
  });

  it('offer no paging while there are no rows', () => {
    const params = list.read(new URLSearchParams('starting_after=a'));
    const props = listTableProps(list, params, vi.fn(), undefined);
    expect(props.paging).toMatchObject({ hasNext: false, hasPrevious: false });
  });

  it('search in place (replacing the step) and sort from the first page', () => {
    const go = vi.fn();
    const params = list.read(new URLSearchParams('starting_after=a'));
    const props = listTableProps(list, params, go, page(['b'], false));
    props.onSearchChange(' ann ');
    expect(go).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'ann', startingAfter: undefined }),
      true,
    );
    props.onSortChange('email:asc');
    expect(go).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: 'email:asc', startingAfter: undefined }),
    );
  });

  it('offer a page size only when the list has sizes to choose from', () => {
    const fixed = listTableProps(list, list.read(new URLSearchParams()), vi.fn(), undefined);
    expect(fixed.paging.onPageSizeChange).toBeUndefined();
    const go = vi.fn();
    const props = listTableProps(sized, sized.read(new URLSearchParams()), go, undefined);
    expect(props.paging).toMatchObject({ pageSize: 20, pageSizeOptions: [20, 50] });
    props.paging.onPageSizeChange?.(50);
    expect(go).toHaveBeenLastCalledWith(expect.objectContaining({ limit: 50 }));
  });
});
