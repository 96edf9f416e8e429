import { UPLOADS_PUBLIC_PATH, type ThemeSettings } from '@shop/admin-api';
import type { Db } from '../db/db';
import { prepared } from '../db/prepared';

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
    prepared(
      'storefront-newest-products',
      `SELECT ${CARD_COLUMNS} FROM products p WHERE p.shop_id = $1 AND p.status = 'active'
     ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    ),
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
    prepared(
      'storefront-collection',
      `SELECT ${COLLECTION_COLUMNS} FROM collections
     WHERE shop_id = $1 AND status = 'active' AND (handle = $2 OR id = $2)
     ORDER BY (handle = $2) DESC LIMIT 1`,
    ),
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
    const name = after ? 'storefront-manual-products-after' : 'storefront-manual-products';
    return db.query<ProductCard>(
      prepared(
        name,
        `SELECT ${CARD_COLUMNS} FROM collection_products cp JOIN products p ON p.id = cp.product_id
       WHERE cp.collection_id = $2 AND p.shop_id = $1 AND p.status = 'active' ${cursor}
       ORDER BY cp.position, cp.product_id LIMIT $3`,
      ),
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
    prepared(
      'storefront-product',
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
    ),
    [shopId, id],
  );
  return row ?? null;
}

export async function productCards(db: Db, shopId: string, ids: string[]): Promise<ProductCard[]> {
  if (!ids.length) return [];
  return db.query<ProductCard>(
    prepared(
      'storefront-product-cards',
      `SELECT ${CARD_COLUMNS} FROM products p
     WHERE p.shop_id = $1 AND p.id = ANY($2::text[]) AND p.status = 'active'`,
    ),
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
    prepared(
      'storefront-page',
      `SELECT id, title, handle, body_html, seo_title, seo_description FROM online_store_pages
     WHERE shop_id = $1 AND handle = $2 AND visible`,
    ),
    [shopId, handle],
  );
  return row ?? null;
}

/** The live theme (or, for a preview, the theme `themeId`) with the values to render. */
export interface StoreTheme {
  id: string;
  handle: string;
  settings: ThemeSettings;
}

/**
 * Everything every page needs, in one statement: the shop, its theme (the live one with its
 * published values, or the previewed one with its draft) and the item trees of the header and footer
 * menus the theme names (`header.menu`, `footer.menu`; default `main-menu` and `footer`).
 */
export async function storeFront(
  db: Db,
  shopId: string,
  previewThemeId: string | null,
): Promise<{ shop: StoreShop; theme: StoreTheme | null; menus: Record<string, unknown> } | null> {
  const [row] = await db.query<{
    shop: StoreShop;
    theme: StoreTheme | null;
    menus: Record<string, unknown>;
  }>(
    prepared(
      'storefront-front',
      `WITH t AS (
       SELECT id, handle, CASE WHEN $2::text IS NULL THEN published_settings ELSE draft_settings END AS settings
       FROM themes WHERE shop_id = $1 AND CASE WHEN $2::text IS NULL THEN live ELSE id = $2 END
     )
     SELECT json_build_object('id', s.id, 'name', s.name, 'currency_symbol', s.currency_symbol,
         'currency_code', s.currency_code, 'currency_fraction_digits', s.currency_fraction_digits,
         'language', s.language) AS shop,
       (SELECT row_to_json(t) FROM t) AS theme,
       (SELECT COALESCE(json_object_agg(m.handle, m.items), '{}') FROM navigation_menus m
         WHERE m.shop_id = s.id AND m.handle IN (
           COALESCE(NULLIF(btrim((SELECT settings #>> '{sections,header,menu}' FROM t)), ''), 'main-menu'),
           COALESCE(NULLIF(btrim((SELECT settings #>> '{sections,footer,menu}' FROM t)), ''), 'footer')))
         AS menus
     FROM shops s WHERE s.id = $1`,
    ),
    [shopId, previewThemeId],
  );
  return row ?? null;
}

/** What menu links point at, by id, where a visitor may go: active collections and products, visible pages. */
export interface LinkTargets {
  collections: Map<string, string>;
  products: Set<string>;
  pages: Map<string, string>;
}

/** The link targets of the menus, in one statement (each part a primary-key lookup). */
export async function linkTargets(
  db: Db,
  shopId: string,
  ids: { collections: string[]; products: string[]; pages: string[] },
): Promise<LinkTargets> {
  const targets: LinkTargets = { collections: new Map(), products: new Set(), pages: new Map() };
  if (!ids.collections.length && !ids.products.length && !ids.pages.length) return targets;
  const rows = await db.query<{ kind: string; id: string; handle: string }>(
    prepared(
      'storefront-link-targets',
      `SELECT 'collection' AS kind, id, COALESCE(handle, id) AS handle FROM collections
       WHERE shop_id = $1 AND id = ANY($2::text[]) AND status = 'active'
     UNION ALL
     SELECT 'product', id, id FROM products WHERE shop_id = $1 AND id = ANY($3::text[]) AND status = 'active'
     UNION ALL
     SELECT 'page', id, handle FROM online_store_pages WHERE shop_id = $1 AND id = ANY($4::text[]) AND visible`,
    ),
    [shopId, ids.collections, ids.products, ids.pages],
  );
  for (const r of rows) {
    if (r.kind === 'collection') targets.collections.set(r.id, r.handle);
    if (r.kind === 'product') targets.products.add(r.id);
    if (r.kind === 'page') targets.pages.set(r.id, r.handle);
  }
  return targets;
}
