import { describe, expect, it } from 'vitest';
import { handleFromTitle } from '@shop/admin-api';
import { editPageBody, newPageBody, NEW_PAGE_VALUES } from './page-form';

describe('page form', () => {
  it('suggests a handle from the title: lowercased, accents and symbols gone', () => {
    expect(handleFromTitle('Shipping & Returns')).toBe('shipping-returns');
    expect(handleFromTitle('  Bizim haqqımızda — Əlaqə ')).toBe('bizim-haqqimizda-elaqe');
  });

  it('lets a new page leave the handle empty, never an edited one', () => {
    expect(newPageBody.schema.safeParse({ ...NEW_PAGE_VALUES, title: 'About' }).success).toBe(true);
    const edited = editPageBody.schema.safeParse({ ...NEW_PAGE_VALUES, title: 'About' });
    expect(edited.success).toBe(false);
    expect(edited.error?.issues[0]).toMatchObject({
      path: ['handle'],
      message: 'At least 5 characters',
    });
  });

  it('refuses a handle against the slug rule', () => {
    const parsed = newPageBody.schema.safeParse({
      ...NEW_PAGE_VALUES,
      title: 'About',
      handle: 'about--us',
    });
    expect(parsed.error?.issues[0]?.message).toBe(
      'Use letters, digits and single - or _ between them',
    );
  });
});
