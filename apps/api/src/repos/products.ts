import {
  SEARCH_COUNT_CAP,
  UPLOADS_PUBLIC_PATH,
  uploadSrc,
  type CountResponse,
  type ListResponse,
  type Product,
  type ProductListItem,
  type productListQuerySchema,
  type ProductOption,
  type ProductSortField,
  type ProductStatus,
  type ProductVariant,
  type ProductVariantDetail,
  type VariantInventoryLevel,
} from '@shop/admin-api';
import type { z } from 'zod';
import { insertRows } from '../db/bulk';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import type { KeysetSearch } from '../db/keyset';
import { inShop, listPage } from '../db/list-page';
import { containsPattern, Params } from '../db/sql';

/** The product's own columns (options, variants and images live in their tables). */
const PRODUCT_COLUMNS = `id, title, description_html, price, status, meta_title, meta_description,
  orders_count, created_at, updated_at`;
type ProductRow = Omit<Product, 'options' | 'variants' | 'images'>;

/**
 * A list row with its default image and image count, from the product row itself: the gallery's
 * triggers keep them (migrations/031), so a page reads no other table.
 */
const LIST_COLUMNS = `id, title, status, price, orders_count, created_at, updated_at, images_count,
  CASE WHEN cover_upload_id IS NOT NULL THEN json_build_object('id', cover_upload_id,
    'src', '${UPLOADS_PUBLIC_PATH}/' || cover_storage_key) END AS image`;

/** The product_counts column (migrations/003) and product_titles column (008) of each status. */
const COUNT_COLUMNS: Record<ProductStatus, string> = { active: 'active', hidden: 'hidden' };

/**
 * q matches any fragment of the title, case-insensitively. lower(title) must stay the expression of
 * products_search_idx (migrations/002) and product_titles_search_idx (migrations/008) for the trigram
 * indexes to apply; LIKE on it is cheaper than ILIKE, and lower() of the pattern is PostgreSQL's own,
 * folded before planning. The walk of the title order reads title_folded, lower(title) kept in the
 * row and in products_title_idx (migrations/032), instead of folding each title it passes. Sorted by
 * title, the matching titles of product_titles are sorted rather than the matching products (see
 * keysetPage's search).
 */
const titleSearch = (
  shopId: string,
  q: string,
  status: ProductStatus | undefined,
  probeRows?: number,
): KeysetSearch => {
  const pattern = containsPattern(q);
  const where = (p: Params) => `lower(title) LIKE lower(${p.add(pattern)})`;
  return {
    columns: ['title_folded'],
    where,
    walkWhere: (p) => `title_folded LIKE lower(${p.add(pattern)})`,
    probeRows,
    sortValues: {
      column: 'title',
      select: (p) =>
        `SELECT title AS value FROM product_titles WHERE ${[
          ...inShop(shopId)(p),
          // A title is listed while it has a product; with a status, while it has one in that status.
          ...(status ? [`${COUNT_COLUMNS[status]} > 0`] : []),
          where(p),
        ].join(' AND ')}`,
    },
  };
};

/** Sort fields of the contract -> columns; the mapping is what keeps user input out of the SQL. */
const SORT_COLUMNS: Record<ProductSortField, string> = {
  title: 'title',
  created_at: 'created_at',
  updated_at: 'updated_at',
  orders_count: 'orders_count',
  price: 'price',
};

export interface ProductFilter {
  q?: string | undefined;
  status?: ProductStatus | undefined;
}

const withStatus = (status: ProductStatus | undefined) => (p: Params) =>
  status ? [`status = ${p.add(status)}`] : [];

/** `probeRows`: see KeysetSearch (tests only). */
export function listProducts(
  db: Db,
  shopId: string,
  query: z.output<typeof productListQuerySchema>,
  probeRows?: number,
): Promise<ListResponse<ProductListItem>> {
  return listPage<ProductListItem, ProductSortField>(db, query, SORT_COLUMNS, {
    table: 'products',
    columns: LIST_COLUMNS,
    scope: inShop(shopId),
    filters: withStatus(query.status),
    search: query.q ? titleSearch(shopId, query.q, query.status, probeRows) : undefined,
  });
}

/**
 * Without a search: exact, from the shop's counter row (kept by triggers, migrations/003), whatever the
 * catalog's size. With a search: the matches, counted up to SEARCH_COUNT_CAP, then `capped`.
 */
export async function countProducts(
  db: Db,
  shopId: string,
  filter: ProductFilter,
): Promise<CountResponse> {
  if (!filter.q) {
    const column = filter.status ? COUNT_COLUMNS[filter.status] : 'active + hidden';
    const [row] = await db.query<{ count: number }>(
      `SELECT ${column} AS count FROM product_counts WHERE shop_id = $1`,
      [shopId],
    );
    return { count: row?.count ?? 0 };
  }
  const p = new Params();
  const where = [
    ...inShop(shopId)(p),
    ...withStatus(filter.status)(p),
    titleSearch(shopId, filter.q, filter.status).where(p),
  ];
  // Counting one past the cap tells "exactly the cap" from "more than the cap".
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM products WHERE ${where.join(' AND ')}
     LIMIT ${p.add(SEARCH_COUNT_CAP + 1)}) AS found`,
    p.values,
  );
  const count = row?.count ?? 0;
  return count > SEARCH_COUNT_CAP ? { count: SEARCH_COUNT_CAP, capped: true } : { count };
}

/** The product row alone (`lock`: FOR UPDATE, so saves of one product queue behind each other). */
export async function getProductRow(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<ProductRow | null> {
  const [row] = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

const VARIANT_COLUMNS = `v.id, v.option_values, v.price, v.sku, v.created_at, v.updated_at,
  COALESCE((SELECT sum(il.available) FROM inventory_levels il WHERE il.variant_id = v.id), 0)
    AS inventory_quantity`;

async function variantsOf(db: Db, productId: string): Promise<ProductVariant[]> {
  return db.query<ProductVariant>(
    `SELECT ${VARIANT_COLUMNS} FROM product_variants v WHERE v.product_id = $1 ORDER BY v.position`,
    [productId],
  );
}

/** Option names from their table; their values are the values the variants use, in variant order. */
async function optionsOf(
  db: Db,
  productId: string,
  variants: readonly Pick<ProductVariant, 'option_values'>[],
): Promise<ProductOption[]> {
  const rows = await db.query<{ name: string }>(
    'SELECT name FROM product_options WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows.map((row, i) => ({
    name: row.name,
    values: [...new Set(variants.map((v) => v.option_values[i] ?? '').filter(Boolean))],
  }));
}

async function imagesOf(db: Db, productId: string): Promise<Product['images']> {
  const rows = await db.query<{ id: string; storage_key: string }>(
    `SELECT u.id, u.storage_key FROM product_images pi JOIN uploads u ON u.id = pi.upload_id
     WHERE pi.product_id = $1 ORDER BY pi.position`,
    [productId],
  );
  return rows.map((r) => ({ id: r.id, src: uploadSrc(r.storage_key) }));
}

export async function getProduct(db: Db, shopId: string, id: string): Promise<Product | null> {
  const row = await getProductRow(db, shopId, id);
  if (!row) return null;
  const variants = await variantsOf(db, id);
  return {
    ...row,
    options: await optionsOf(db, id, variants),
    variants,
    images: await imagesOf(db, id),
  };
}

/** What a create or an update writes; the route has validated it and resolved the variants. */
export interface ProductWrite {
  title: string;
  description_html: string;
  price: number;
  status: ProductStatus;
  meta_title: string;
  meta_description: string;
  optionNames: string[];
  /** In order; `id` set: an existing variant of this product kept, otherwise `newId` for a new one. */
  variants: {
    id: string;
    isNew: boolean;
    option_values: string[];
    price: number | null;
    sku: string;
  }[];
  images: string[];
}

export async function insertProduct(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  w: ProductWrite,
): Promise<void> {
  await tx.query(
    `INSERT INTO products (id, shop_id, title, description_html, price, status, meta_title,
       meta_description, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [
      id,
      shopId,
      w.title,
      w.description_html,
      w.price,
      w.status,
      w.meta_title,
      w.meta_description,
      now,
    ],
  );
  await writeChildren(tx, shopId, id, now, w);
}

/** Replace every field of the product; kept variants keep their ids and stock, the others go. */
export async function replaceProduct(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  w: ProductWrite,
  current: readonly ProductVariantRow[],
): Promise<void> {
  await tx.query(
    `UPDATE products
     SET title = $3, description_html = $4, price = $5, status = $6, meta_title = $7,
         meta_description = $8, updated_at = GREATEST($9::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [
      shopId,
      id,
      w.title,
      w.description_html,
      w.price,
      w.status,
      w.meta_title,
      w.meta_description,
      now,
    ],
  );
  const kept = w.variants.filter((v) => !v.isNew);
  // Gone variants go first (their stock levels with them), so their SKUs are free for the others.
  await tx.query(
    'DELETE FROM product_variants WHERE product_id = $1 AND NOT (id = ANY($2::text[]))',
    [id, kept.map((v) => v.id)],
  );
  // Two kept variants may swap SKUs: clear the changing ones first, or the unique index refuses the
  // first update of the swap.
  const byId = new Map(current.map((v) => [v.id, v]));
  const skuChanges = kept.filter((v) => byId.get(v.id)?.sku !== v.sku).map((v) => v.id);
  if (skuChanges.length) {
    await tx.query(`UPDATE product_variants SET sku = '' WHERE id = ANY($1::text[])`, [skuChanges]);
  }
  await tx.query('DELETE FROM product_options WHERE product_id = $1', [id]);
  await tx.query('DELETE FROM product_images WHERE product_id = $1', [id]);
  for (const [position, v] of w.variants.entries()) {
    if (v.isNew) continue;
    const before = byId.get(v.id)!;
    // A variant's version moves only when the variant changed, so a save that leaves it alone does
    // not turn someone's open variant editor stale.
    const changed =
      before.sku !== v.sku ||
      before.price !== v.price ||
      JSON.stringify(before.option_values) !== JSON.stringify(v.option_values);
    await tx.query(
      `UPDATE product_variants
       SET position = $2, option_values = $3, price = $4, sku = $5,
           updated_at = CASE WHEN $6 THEN GREATEST($7::bigint, updated_at + 1) ELSE updated_at END
       WHERE id = $1`,
      [v.id, position, v.option_values, v.price, v.sku, changed, now],
    );
  }
  await writeChildren(tx, shopId, id, now, w, true);
}

/** Options, new variants and images of a product whose old options and images are gone. */
async function writeChildren(
  tx: Db,
  shopId: string,
  productId: string,
  now: number,
  w: ProductWrite,
  onlyNewVariants = false,
): Promise<void> {
  await insertRows(
    tx,
    'product_options',
    ['shop_id', 'product_id', 'position', 'name'],
    w.optionNames.map((name, i) => [shopId, productId, i, name]),
  );
  await insertRows(
    tx,
    'product_variants',
    [
      'id',
      'shop_id',
      'product_id',
      'position',
      'option_values',
      'price',
      'sku',
      'created_at',
      'updated_at',
    ],
    w.variants
      .map((v, position) => ({ v, position }))
      .filter(({ v }) => !onlyNewVariants || v.isNew)
      .map(({ v, position }) => [
        v.id,
        shopId,
        productId,
        position,
        v.option_values,
        v.price,
        v.sku,
        now,
        now,
      ]),
  );
  await stockNewVariantsEverywhere(
    tx,
    shopId,
    now,
    w.variants.filter((v) => !onlyNewVariants || v.isNew).map((v) => v.id),
  );
  await insertRows(
    tx,
    'product_images',
    ['shop_id', 'product_id', 'upload_id', 'position'],
    w.images.map((uploadId, position) => [shopId, productId, uploadId, position]),
  );
}

/**
 * A new variant is stocked at every location of the shop with nothing on hand, as a real platform
 * does: it shows on the inventory screen at once, ready for its first count.
 */
async function stockNewVariantsEverywhere(
  tx: Db,
  shopId: string,
  now: number,
  variantIds: readonly string[],
): Promise<void> {
  if (variantIds.length === 0) return;
  const locations = await tx.query<{ id: string }>('SELECT id FROM locations WHERE shop_id = $1', [
    shopId,
  ]);
  await insertRows(
    tx,
    'inventory_levels',
    ['id', 'shop_id', 'location_id', 'variant_id', 'available', 'updated_at'],
    variantIds.flatMap((variantId) =>
      locations.map((l) => [newId('inv'), shopId, l.id, variantId, 0, now]),
    ),
  );
}

export async function deleteProduct(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM products WHERE shop_id = $1 AND id = $2 RETURNING id', [
    shopId,
    id,
  ]);
  return rows.length > 0;
}

/** The SKUs among `skus` that a variant of the shop other than `exceptVariantIds` already uses. */
export async function skusTaken(
  tx: Db,
  shopId: string,
  skus: readonly string[],
  except: { productId?: string; variantId?: string },
): Promise<Set<string>> {
  const wanted = skus.filter(Boolean);
  if (!wanted.length) return new Set();
  const p = new Params();
  const where = [`shop_id = ${p.add(shopId)}`, `sku = ANY(${p.add(wanted)}::text[])`];
  if (except.productId) where.push(`product_id <> ${p.add(except.productId)}`);
  if (except.variantId) where.push(`id <> ${p.add(except.variantId)}`);
  const rows = await tx.query<{ sku: string }>(
    `SELECT sku FROM product_variants WHERE ${where.join(' AND ')}`,
    p.values,
  );
  return new Set(rows.map((r) => r.sku));
}

export interface ProductVariantRow {
  id: string;
  option_values: string[];
  price: number | null;
  sku: string;
}

export async function variantRows(tx: Db, productId: string): Promise<ProductVariantRow[]> {
  return tx.query<ProductVariantRow>(
    'SELECT id, option_values, price, sku FROM product_variants WHERE product_id = $1 ORDER BY position',
    [productId],
  );
}

export async function optionNames(tx: Db, productId: string): Promise<string[]> {
  const rows = await tx.query<{ name: string }>(
    'SELECT name FROM product_options WHERE product_id = $1 ORDER BY position',
    [productId],
  );
  return rows.map((r) => r.name);
}

export async function getVariantDetail(
  db: Db,
  shopId: string,
  productId: string,
  variantId: string,
): Promise<ProductVariantDetail | null> {
  const product = await getProductRow(db, shopId, productId);
  if (!product) return null;
  const variants = await variantsOf(db, productId);
  const variant = variants.find((v) => v.id === variantId);
  if (!variant) return null;
  const levels = await db.query<VariantInventoryLevel>(
    `SELECT il.id, il.location_id, l.name AS location_name, il.available, il.updated_at
     FROM inventory_levels il JOIN locations l ON l.id = il.location_id
     WHERE il.shop_id = $1 AND il.variant_id = $2
     ORDER BY l.is_default DESC, l.name, l.id`,
    [shopId, variantId],
  );
  return {
    ...variant,
    product_id: productId,
    product_title: product.title,
    product_price: product.price,
    options: await optionsOf(db, productId, variants),
    inventory_levels: levels,
  };
}

/** Update one variant; the product's version moves too (its variants are part of the product form). */
export async function updateVariant(
  tx: Db,
  shopId: string,
  productId: string,
  variantId: string,
  now: number,
  fields: { option_values: string[]; price: number | null; sku: string },
): Promise<void> {
  await tx.query(
    `UPDATE product_variants
     SET option_values = $4, price = $5, sku = $6, updated_at = GREATEST($7::bigint, updated_at + 1)
     WHERE shop_id = $1 AND product_id = $2 AND id = $3`,
    [shopId, productId, variantId, fields.option_values, fields.price, fields.sku, now],
  );
  await tx.query(
    `UPDATE products SET updated_at = GREATEST($3::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [shopId, productId, now],
  );
}

/** Titles of the collections a product was picked into by hand. */
export async function collectionTitlesOf(
  db: Db,
  shopId: string,
  productId: string,
): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    `SELECT c.title FROM collection_products cp JOIN collections c ON c.id = cp.collection_id
     WHERE cp.shop_id = $1 AND cp.product_id = $2 ORDER BY c.title`,
    [shopId, productId],
  );
  return rows.map((r) => r.title);
}
