import {
  type ListResponse,
  type Menu,
  type MenuItem,
  type MenuLink,
  type MenuRecordLinkType,
  type menuListQuerySchema,
  type MenuSortField,
  type MenuSummary,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { shopList } from '../db/list-page';
import { TITLED_SORT_COLUMNS, titleOrHandleMatching } from './online-store-lists';

/** An item as stored in navigation_menus.items (migrations/022): its link without target titles. */
export interface StoredMenuItem {
  id: string;
  title: string;
  link: MenuLink;
  children: StoredMenuItem[];
}

interface MenuRow {
  id: string;
  title: string;
  handle: string;
  items: StoredMenuItem[];
  created_at: number;
  updated_at: number;
}

// The tree is at most three levels deep (the contract's shape), so three sums count every item.
const SUMMARY_COLUMNS = `id, title, handle, created_at, updated_at,
  ARRAY(SELECT e->>'title' FROM jsonb_array_elements(items) e) AS item_titles,
  (SELECT count(*)::int FROM jsonb_array_elements(items) l1)
  + (SELECT count(*)::int FROM jsonb_array_elements(items) l1,
       jsonb_array_elements(l1->'children') l2)
  + (SELECT count(*)::int FROM jsonb_array_elements(items) l1,
       jsonb_array_elements(l1->'children') l2, jsonb_array_elements(l2->'children') l3)
    AS items_count`;

const menus = shopList<MenuSummary, MenuSortField>({
  table: 'navigation_menus',
  columns: SUMMARY_COLUMNS,
  sortColumns: TITLED_SORT_COLUMNS,
  matching: titleOrHandleMatching,
});

export function listMenus(
  db: Db,
  shopId: string,
  query: z.output<typeof menuListQuerySchema>,
): Promise<ListResponse<MenuSummary>> {
  return menus.page(db, shopId, query);
}

export function countMenus(db: Db, shopId: string, q: string | undefined): Promise<number> {
  return menus.count(db, shopId, q);
}

const TARGET_TABLES: Record<MenuRecordLinkType, string> = {
  collection: 'collections',
  product: 'products',
  page: 'online_store_pages',
};

function eachItem(items: readonly StoredMenuItem[], visit: (item: StoredMenuItem) => void): void {
  for (const item of items) {
    visit(item);
    eachItem(item.children, visit);
  }
}

/**
 * The title of every collection, product and page the items link to, by type and id: one query per
 * type. An id missing from the answer names a record deleted since (or of another shop).
 */
export async function linkTargets(
  db: Db,
  shopId: string,
  items: readonly StoredMenuItem[],
): Promise<Record<MenuRecordLinkType, Map<string, string>>> {
  const ids: Record<MenuRecordLinkType, Set<string>> = {
    collection: new Set(),
    product: new Set(),
    page: new Set(),
  };
  eachItem(items, ({ link }) => {
    if (link.type === 'collection' || link.type === 'product' || link.type === 'page')
      ids[link.type].add(link.id);
  });
  const found = async (type: MenuRecordLinkType) => {
    const wanted = [...ids[type]];
    if (wanted.length === 0) return new Map<string, string>();
    const rows = await db.query<{ id: string; title: string }>(
      `SELECT id, title FROM ${TARGET_TABLES[type]} WHERE shop_id = $1 AND id = ANY($2::text[])`,
      [shopId, wanted],
    );
    return new Map(rows.map((r) => [r.id, r.title]));
  };
  const [collection, product, page] = await Promise.all([
    found('collection'),
    found('product'),
    found('page'),
  ]);
  return { collection, product, page };
}

function withTargets(
  items: readonly StoredMenuItem[],
  targets: Record<MenuRecordLinkType, Map<string, string>>,
): MenuItem[] {
  return items.map((item) => {
    const { link } = item;
    const targetTitle =
      link.type === 'collection' || link.type === 'product' || link.type === 'page'
        ? (targets[link.type].get(link.id) ?? null)
        : null;
    return {
      id: item.id,
      title: item.title,
      link: { ...link, target_title: targetTitle },
      children: withTargets(item.children, targets),
    };
  });
}

export async function getMenu(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<Menu | null> {
  const [row] = await db.query<MenuRow>(
    `SELECT id, title, handle, items, created_at, updated_at FROM navigation_menus
     WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  if (!row) return null;
  const { items, ...menu } = row;
  return {
    ...menu,
    items: withTargets(items, await linkTargets(db, shopId, items)) as Menu['items'],
  };
}

export async function updateMenu(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: { title: string; items: StoredMenuItem[] },
): Promise<void> {
  await tx.query(
    `UPDATE navigation_menus SET title = $3, items = $4::jsonb, updated_at = $5
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, fields.title, JSON.stringify(fields.items), now],
  );
}

export async function insertMenu(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: { title: string; handle: string; items: StoredMenuItem[] },
): Promise<void> {
  await tx.query(
    `INSERT INTO navigation_menus (id, shop_id, title, handle, items, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)`,
    [id, shopId, fields.title, fields.handle, JSON.stringify(fields.items), now],
  );
}
