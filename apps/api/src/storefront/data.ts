import { UPLOADS_PUBLIC_PATH } from '@shop/admin-api';
import type { Db } from '../db/db';

/**
 * What the storefront reads: the shop, its menus and pages, and the catalogue, each an indexed lookup
 * so a page stays fast at a million products (`pnpm bench storefront`). Only what a visitor may see:
 * active products, active collections, visible pages.
 */

export interface StoreShop {
  id: string;
  name: string;
  currency_symbol: string;
  currency_code: string;
  currency_fraction_digits: number;
  language: string;
}

export async function storeShop(db: Db, shopId: string): Promise<StoreShop | null> {
  const [row] = await db.query<StoreShop>(
    `SELECT id, name, currency_symbol, currency_code, currency_fraction_digits, language
     FROM shops WHERE id = $1`,
    [shopId],
  );
  return row ?? null;
}

export interface ProductCard {
  id: string;
  title: string;
  price: number;
  image: string | null;
}

const CARD_COLUMNS = `p.id, p.title, p.price,
  (SELECT '${UPLOADS_PUBLIC_PATH}/' || u.storage_key FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
    WHERE pi.product_id = p.id AND pi.position = 0) AS image`;

/** The newest active products (products_created_idx, newest first). */
export async function newestProducts(
  db: Db,
  shopId: string,
  limit: number,
): Promise<ProductCard[]> {
  return db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM products p WHERE p.shop_id = $1 AND p.status = 'active'
     ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [shopId, limit],
  );
}

export interface StoreCollection {
  id: string;
  title: string;
  handle: string | null;
  description_html: string;
  meta_title: string;
  meta_description: string;
  collection_type: 'manual' | 'automated';
  condition_type: 'all' | 'any';
  conditions: { name: string; type: string; value: string | number }[];
}

const COLLECTION_COLUMNS = `id, title, handle, description_html, meta_title, meta_description,
  collection_type, condition_type, conditions`;

/** An active collection by handle (collections_handle_key) or by id. */
export async function storeCollection(
  db: Db,
  shopId: string,
  handleOrId: string,
): Promise<StoreCollection | null> {
  const [row] = await db.query<StoreCollection>(
    `SELECT ${COLLECTION_COLUMNS} FROM collections
     WHERE shop_id = $1 AND status = 'active' AND (handle = $2 OR id = $2)
     ORDER BY (handle = $2) DESC LIMIT 1`,
    [shopId, handleOrId],
  );
  return row ?? null;
}

/** A LIKE pattern matching `text` anywhere, its own % _ \ taken literally. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** An automated collection's conditions as SQL on `products p` (the collections API's rules). */
function conditionsSql(c: StoreCollection, params: unknown[]): string {
  const add = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const parts = c.conditions.flatMap((cond) => {
    const v = cond.value;
    switch (`${cond.name}:${cond.type}`) {
      case 'title:equals':
        return [`lower(p.title) = ${add(String(v).toLowerCase())}`];
      case 'title:contains':
        return [`lower(p.title) LIKE ${add(`%${likeText(String(v).toLowerCase())}%`)}`];
      case 'title:starts_with':
        return [`lower(p.title) LIKE ${add(`${likeText(String(v).toLowerCase())}%`)}`];
      case 'price:equals':
        return [`p.price = ${add(Number(v))}::bigint`];
      case 'price:greater_than':
        return [`p.price > ${add(Number(v))}::bigint`];
      case 'price:less_than':
        return [`p.price < ${add(Number(v))}::bigint`];
      case 'status:equals':
        return [`p.status = ${add(String(v))}`];
      default:
        // A condition this page does not know matches nothing rather than everything.
        return ['false'];
    }
  });
  if (!parts.length) return 'false';
  return `(${parts.join(c.condition_type === 'any' ? ' OR ' : ' AND ')})`;
}

/**
 * A page of the collection's active products: by hand-picked position (manual) or by title
 * (automated), after the product `after` (a keyset cursor), one more than `limit` to tell a next page.
 */
export async function collectionProducts(
  db: Db,
  shopId: string,
  collection: StoreCollection,
  limit: number,
  after?: string,
): Promise<ProductCard[]> {
  if (collection.collection_type === 'manual') {
    const params: unknown[] = [shopId, collection.id, limit];
    let cursor = '';
    if (after) {
      params.push(after);
      cursor = `AND (cp.position, cp.product_id) > (SELECT position, product_id FROM collection_products
        WHERE collection_id = $2 AND product_id = $4)`;
    }
    return db.query<ProductCard>(
      `SELECT ${CARD_COLUMNS} FROM collection_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.collection_id = $2 AND p.shop_id = $1 AND p.status = 'active' ${cursor}
       ORDER BY cp.position, cp.product_id LIMIT $3`,
      params,
    );
  }
  const params: unknown[] = [shopId, limit];
  const where = conditionsSql(collection, params);
  let cursor = '';
  if (after) {
    params.push(after);
    const n = params.length;
    cursor = `AND (p.title, p.id) > (SELECT title, id FROM products WHERE shop_id = $1 AND id = $${n})`;
  }
  return db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM products p
     WHERE p.shop_id = $1 AND p.status = 'active' AND ${where} ${cursor}
     ORDER BY p.title, p.id LIMIT $2`,
    params,
  );
}

export interface StoreProduct {
  id: string;
  title: string;
  description_html: string;
  price: number;
  seo_title: string;
  seo_description: string;
  images: { src: string; alt: string }[];
  options: string[];
  variants: { id: string; option_values: string[]; price: number | null; sku: string }[];
}

/** An active product with its gallery, options and variants: one statement, all by primary keys. */
export async function storeProduct(
  db: Db,
  shopId: string,
  id: string,
): Promise<StoreProduct | null> {
  const [row] = await db.query<StoreProduct>(
    `SELECT p.id, p.title, p.description_html, p.price, p.meta_title AS seo_title, p.meta_description AS seo_description,
       COALESCE((SELECT json_agg(json_build_object('src', '${UPLOADS_PUBLIC_PATH}/' || u.storage_key,
           'alt', u.descr) ORDER BY pi.position)
         FROM product_images pi JOIN uploads u ON u.id = pi.upload_id WHERE pi.product_id = p.id), '[]')
         AS images,
       COALESCE((SELECT array_agg(o.name ORDER BY o.position) FROM product_options o
         WHERE o.product_id = p.id), '{}') AS options,
       COALESCE((SELECT json_agg(json_build_object('id', v.id, 'option_values', v.option_values,
           'price', v.price, 'sku', v.sku) ORDER BY v.position)
         FROM product_variants v WHERE v.product_id = p.id), '[]') AS variants
     FROM products p WHERE p.shop_id = $1 AND p.id = $2 AND p.status = 'active'`,
    [shopId, id],
  );
  return row ?? null;
}

export async function productCards(db: Db, shopId: string, ids: string[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  return db.query<ProductCard>(
    `SELECT ${CARD_COLUMNS} FROM products p
     WHERE p.shop_id = $1 AND p.id = ANY($2::text[]) AND p.status = 'active'`,
    [shopId, ids],
  );
}

export interface StorePage {
  id: string;
  title: string;
  handle: string;
  body_html: string;
  seo_title: string;
  seo_description: string;
}

/** A visible page by handle (online_store_pages_handle_key). */
export async function storePage(db: Db, shopId: string, handle: string): Promise<StorePage | null> {
  const [row] = await db.query<StorePage>(
    `SELECT id, title, handle, body_html, seo_title, seo_description FROM online_store_pages
     WHERE shop_id = $1 AND handle = $2 AND visible`,
    [shopId, handle],
  );
  return row ?? null;
}

/** The menus with these handles (navigation_menus_handle_key): their item trees, by handle. */
export async function storeMenus(
  db: Db,
  shopId: string,
  handles: string[],
): Promise<Map<string, unknown>> {
  const rows = await db.query<{ handle: string; items: unknown }>(
    'SELECT handle, items FROM navigation_menus WHERE shop_id = $1 AND handle = ANY($2::text[])',
    [shopId, handles],
  );
  return new Map(rows.map((r) => [r.handle, r.items]));
}

/** What menu links point at, by id, where a visitor may go: active collections and products, visible pages. */
export interface LinkTargets {
  collections: Map<string, string>;
  products: Set<string>;
  pages: Map<string, string>;
}

export async function linkTargets(
  db: Db,
  shopId: string,
  ids: { collections: string[]; products: string[]; pages: string[] },
): Promise<LinkTargets> {
  const [collections, products, pages] = await Promise.all([
    ids.collections.length
      ? db.query<{ id: string; handle: string | null }>(
          `SELECT id, handle FROM collections WHERE shop_id = $1 AND id = ANY($2::text[]) AND status = 'active'`,
          [shopId, ids.collections],
        )
      : [],
    ids.products.length
      ? db.query<{ id: string }>(
          `SELECT id FROM products WHERE shop_id = $1 AND id = ANY($2::text[]) AND status = 'active'`,
          [shopId, ids.products],
        )
      : [],
    ids.pages.length
      ? db.query<{ id: string; handle: string }>(
          `SELECT id, handle FROM online_store_pages WHERE shop_id = $1 AND id = ANY($2::text[]) AND visible`,
          [shopId, ids.pages],
        )
      : [],
  ]);
  return {
    collections: new Map(collections.map((c) => [c.id, c.handle ?? c.id])),
    products: new Set(products.map((p) => p.id)),
    pages: new Map(pages.map((p) => [p.id, p.handle])),
  };
}
