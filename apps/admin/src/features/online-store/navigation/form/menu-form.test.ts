import { describe, expect, it } from 'vitest';
import type { Menu } from '@shop/admin-api';
import {
  itemBody,
  menuBody,
  NEW_ITEM_VALUES,
  replaceItem,
  toMenuValues,
  withItemValues,
} from './menu-form';

const menu: Menu = {
  id: 'mnu_1',
  title: 'Main menu',
  handle: 'main-menu',
  created_at: 1,
  updated_at: 2,
  items: [
    {
      id: 'mni_a',
      title: 'Shop',
      link: { type: 'collection', id: 'col_1', target_title: 'Shirts' },
      children: [
        {
          id: 'mni_b',
          title: 'Help',
          link: { type: 'url', url: '/pages/help', target_title: null },
          children: [],
        },
      ],
    },
  ],
};

describe('menu form', () => {
  it('sends the tree as the contract body: saved ids kept, new ones left to the server', () => {
    const values = toMenuValues(menu);
    const added = withItemValues(
      null,
      { title: 'Home', link: { type: 'home' } },
      { ...NEW_ITEM_VALUES, title: 'Home' },
    );
    const body = menuBody.toBody({ ...values, items: [...values.items, added] });
    expect(body).toEqual({
      title: 'Main menu',
      children: [
        {
          id: 'mni_a',
          title: 'Shop',
          link: { type: 'collection', id: 'col_1' },
          children: [
            { id: 'mni_b', title: 'Help', link: { type: 'url', url: '/pages/help' }, children: [] },
          ],
        },
        { title: 'Home', link: { type: 'home' }, children: [] },
      ],
    });
    expect(menuBody.schema.safeParse(body).success).toBe(true);
  });

  it("checks an item's link by its type: a URL or path, a picked record", () => {
    const url = itemBody.schema.safeParse(
      itemBody.toBody({ ...NEW_ITEM_VALUES, title: 'Blog', type: 'url', url: 'blog' }),
    );
    expect(url.error?.issues[0]).toMatchObject({ path: ['link', 'url'] });
    const page = itemBody.schema.safeParse(
      itemBody.toBody({ ...NEW_ITEM_VALUES, title: 'About', type: 'page' }),
    );
    expect(page.error?.issues[0]).toMatchObject({
      path: ['link', 'id'],
      message: 'Choose what the item links to',
    });
    expect(
      typeof itemBody.fields === 'function' && itemBody.fields('link.id', NEW_ITEM_VALUES),
    ).toBe('target_id');
  });

  it('replaces or removes an item at any level', () => {
    const { items } = toMenuValues(menu);
    expect(replaceItem(items, 'mni_b', null)[0]?.children).toEqual([]);
    const renamed = replaceItem(items, 'mni_b', { ...items[0]!.children[0]!, title: 'FAQ' });
    expect(renamed[0]?.children[0]?.title).toBe('FAQ');
  });
});
