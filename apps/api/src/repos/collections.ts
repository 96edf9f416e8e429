import {
  COLLECTION_PREVIEW_PRODUCTS,
  type Collection,
  type collectionBodySchema,
  type CollectionCondition,
  type CollectionDetail,
  type collectionListQuerySchema,
  type CollectionSortField,
  type CollectionStatus,
  type ListResponse,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { countRows, inShop, listPage } from '../db/list-page';
import { containsPattern, Params } from '../db/sql';
import { uploadSrcSql } from './uploads';

/**
 * Every field of a collection, derived ones included, for `FROM collections` (no alias: the keyset
 * helper selects from the bare table). `path` joins the titles of `path_levels`; `hierarchy_depth`
 * is how far the deepest collection below this one lies.
 */
const COLUMNS = `id, title, description_html AS description, meta_title, meta_description, handle,
  COALESCE((SELECT json_agg(json_build_object('id', u.id, 'src', ${uploadSrcSql('u.storage_key')})
                            ORDER BY ci.position)
            FROM collection_images ci JOIN uploads u ON u.id = ci.upload_id
            WHERE ci.collection_id = collections.id), '[]'::json) AS images,
  condition_type, collection_type, status, conditions, parent_collection_id, is_subcategory, level,
  COALESCE((SELECT string_agg(a.title, ' > ' ORDER BY lv.n)
            FROM unnest(collections.path_levels) WITH ORDINALITY AS lv(id, n)
            JOIN collections a ON a.shop_id = collections.shop_id AND a.id = lv.id), '') AS path,
  path_levels,
  (SELECT max(d.level) - collections.level FROM collections d
   WHERE d.path_levels @> ARRAY[collections.id]) AS hierarchy_depth,
  display_order, show_products_at_level, created_at, updated_at`;

const SORT_COLUMNS: Record<CollectionSortField, string> = {
  updated_at: 'updated_at',
  created_at: 'created_at',
  title: 'title',
};

/**
 * q: a fragment of the title (lower(title) is what collections_search_idx indexes); a parent: its
 * direct sub-collections.
 */
const filtered =
  (q: string | undefined, status: CollectionStatus | undefined, parentId?: string) =>
  (p: Params): string[] => [
    ...(q ? [`lower(title) LIKE ${p.add(containsPattern(q.toLowerCase()))}`] : []),
    ...(status ? [`status = ${p.add(status)}`] : []),
    ...(parentId ? [`parent_collection_id = ${p.add(parentId)}`] : []),
  ];

export function listCollections(
  db: Db,
  shopId: string,
  query: z.output<typeof collectionListQuerySchema>,
): Promise<ListResponse<Collection>> {
  return listPage<Collection, CollectionSortField>(db, query, SORT_COLUMNS, {
    table: 'collections',
    columns: COLUMNS,
    scope: inShop(shopId),
    filters: filtered(query.q, query.status, query.parent_collection_id),
  });
}

export function countCollections(
  db: Db,
  shopId: string,
  q: string | undefined,
  status: CollectionStatus | undefined,
): Promise<number> {
  return countRows(db, 'collections', (p) => [...inShop(shopId)(p), ...filtered(q, status)(p)]);
}

export async function getCollection(
  db: Db,
  shopId: string,
  id: string,
): Promise<Collection | null> {
  const [row] = await db.query<Collection>(
    `SELECT ${COLUMNS} FROM collections WHERE shop_id = $1 AND id = $2`,
    [shopId, id],
  );
  return row ?? null;
}

/** A LIKE pattern for text at the start, with its own % _ \ taken literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** One condition as SQL on `products p`; the stored conditions were validated by the contract. */
function conditionSql(c: CollectionCondition, p: Params): string {
  const key = `${c.name}:${c.type}`;
  switch (key) {
    case 'title:equals':
      return `lower(p.title) = ${p.add(String(c.value).toLowerCase())}`;
    case 'title:contains':
      return `lower(p.title) LIKE ${p.add(containsPattern(String(c.value).toLowerCase()))}`;
    case 'title:starts_with':
      return `lower(p.title) LIKE ${p.add(prefixPattern(String(c.value).toLowerCase()))}`;
    case 'price:equals':
      return `p.price = ${p.add(Number(c.value))}::bigint`;
    case 'price:greater_than':
      return `p.price > ${p.add(Number(c.value))}::bigint`;
    case 'price:less_than':
      return `p.price < ${p.add(Number(c.value))}::bigint`;
    case 'status:equals':
      return `p.status = ${p.add(String(c.value))}`;
    default:
      throw new Error(`unvalidated collection condition ${key}`);
  }
}

type Membership = Pick<Collection, 'id' | 'collection_type' | 'condition_type' | 'conditions'>;

/** Which products of the shop belong: picked by hand (manual) or matching the conditions (automated). */
function membershipSql(c: Membership, p: Params): string {
  if (c.collection_type === 'manual') {
    return `p.id IN (SELECT cp.product_id FROM collection_products cp WHERE cp.collection_id = ${p.add(c.id)})`;
  }
  const parts = (c.conditions as CollectionCondition[]).map((cond) => conditionSql(cond, p));
  if (parts.length === 0) return 'false';
  return `(${parts.join(c.condition_type === 'any' ? ' OR ' : ' AND ')})`;
}

/** The collection with its products: picked ids (manual), how many belong now, the first few. */
export async function getCollectionDetail(
  db: Db,
  shopId: string,
  id: string,
): Promise<CollectionDetail | null> {
  const collection = await getCollection(db, shopId, id);
  if (!collection) return null;
  const p = new Params();
  const inShopAndCollection = `p.shop_id = ${p.add(shopId)} AND ${membershipSql(collection, p)}`;
  const [counted] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM products p WHERE ${inShopAndCollection}`,
    p.values,
  );
  const manual = collection.collection_type === 'manual';
  const picked = manual
    ? await db.query<{ id: string; title: string }>(
        `SELECT p.id, p.title FROM collection_products cp JOIN products p ON p.id = cp.product_id
         WHERE cp.collection_id = $1 ORDER BY cp.position, p.id`,
        [id],
      )
    : [];
  const preview = manual
    ? picked.slice(0, COLLECTION_PREVIEW_PRODUCTS)
    : await db.query<{ id: string; title: string }>(
        `SELECT p.id, p.title FROM products p WHERE ${inShopAndCollection}
         ORDER BY p.title, p.id LIMIT ${COLLECTION_PREVIEW_PRODUCTS}`,
        p.values,
      );
  return {
    ...collection,
    product_ids: picked.map((r) => r.id),
    products_count: counted?.count ?? 0,
    products_preview: preview,
  };
}

/** Where a collection sits in its shop's tree. */
export interface CollectionNode {
  id: string;
  title: string;
  level: number;
  path_levels: string[];
  /** Levels of sub-collections below it (0: none). */
  height: number;
}

export async function getCollectionNode(
  db: Db,
  shopId: string,
  id: string,
): Promise<CollectionNode | null> {
  const [row] = await db.query<CollectionNode>(
    `SELECT c.id, c.title, c.level, c.path_levels,
            (SELECT max(d.level) - c.level FROM collections d WHERE d.path_levels @> ARRAY[c.id]) AS height
     FROM collections c WHERE c.shop_id = $1 AND c.id = $2`,
    [shopId, id],
  );
  return row ?? null;
}

/**
 * Collection writes of one shop run one at a time (a lock on the shop row): a move checked against
 * the tree as it is cannot race another move into a cycle, nor two saves into one handle.
 */
export async function lockShopCollections(tx: Db, shopId: string): Promise<void> {
  await tx.query('SELECT 1 FROM shops WHERE id = $1 FOR UPDATE', [shopId]);
}

export async function handleTaken(
  tx: Db,
  shopId: string,
  handle: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tx.query(
    'SELECT 1 FROM collections WHERE shop_id = $1 AND handle = $2 AND id IS DISTINCT FROM $3',
    [shopId, handle, exceptId],
  );
  return rows.length > 0;
}

export type CollectionFields = Omit<
  z.output<typeof collectionBodySchema>,
  'make_subcategory' | 'parent_collection_id' | 'images' | 'product_ids'
>;

/** Where the collection goes in the tree, as the route worked it out from the parent. */
export interface Placement {
  parentId: string | null;
  level: number;
  pathLevels: string[];
}

const WRITE_COLUMNS = [
  'title',
  'description_html',
  'meta_title',
  'meta_description',
  'handle',
  'collection_type',
  'condition_type',
  'conditions',
  'status',
  'parent_collection_id',
  'is_subcategory',
  'level',
  'path_levels',
  'display_order',
  'show_products_at_level',
] as const;

/** Every column a new collection row is written with, in this order (the seed uses it too). */
export const COLLECTION_INSERT_COLUMNS = [
  'id',
  'shop_id',
  ...WRITE_COLUMNS,
  'created_at',
  'updated_at',
];

function writeValues(fields: CollectionFields, placement: Placement): unknown[] {
  return [
    fields.title,
    fields.description,
    fields.meta_title,
    fields.meta_description,
    fields.handle,
    fields.collection_type,
    fields.condition_type,
    JSON.stringify(fields.conditions),
    fields.status,
    placement.parentId,
    placement.parentId !== null,
    placement.level,
    placement.pathLevels,
    fields.display_order,
    fields.show_products_at_level,
  ];
}

export async function insertCollection(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: CollectionFields,
  placement: Placement,
): Promise<void> {
  const columns = COLLECTION_INSERT_COLUMNS;
  const values = [id, shopId, ...writeValues(fields, placement), now, now];
  await tx.query(
    `INSERT INTO collections (${columns.join(', ')})
     VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
    values,
  );
}

export async function updateCollectionRow(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: CollectionFields,
  placement: Placement,
): Promise<void> {
  const values = writeValues(fields, placement);
  const sets = WRITE_COLUMNS.map((column, i) => `${column} = $${i + 3}`);
  const rows = await tx.query(
    `UPDATE collections SET ${sets.join(', ')},
       updated_at = GREATEST($${values.length + 3}::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING id`,
    [shopId, id, ...values, now],
  );
  if (rows.length === 0) throw new Error(`collection ${id} vanished during update`);
}

/**
 * After a move, every collection below `id` gets the new path above it and the level that follows
 * from it. Their own versions stay: nothing the merchant edits on them changed.
 */
export async function movedSubtree(tx: Db, shopId: string, id: string, newPath: string[]) {
  await tx.query(
    `UPDATE collections
     SET path_levels = $3::text[] || path_levels[array_position(path_levels, $2) + 1:]
     WHERE shop_id = $1 AND path_levels @> ARRAY[$2] AND id <> $2`,
    [shopId, id, newPath],
  );
  await tx.query(
    `UPDATE collections SET level = cardinality(path_levels) - 1
     WHERE shop_id = $1 AND path_levels @> ARRAY[$2] AND id <> $2`,
    [shopId, id],
  );
}

/** Replace one of a collection's ordered lists of linked rows (its images, or its picked products). */
async function replaceLinks(
  tx: Db,
  link:
    | { table: 'collection_images'; column: 'upload_id' }
    | { table: 'collection_products'; column: 'product_id' },
  shopId: string,
  id: string,
  ids: readonly string[],
): Promise<void> {
  await tx.query(`DELETE FROM ${link.table} WHERE collection_id = $1`, [id]);
  if (ids.length === 0) return;
  await tx.query(
    `INSERT INTO ${link.table} (shop_id, collection_id, ${link.column}, position)
     SELECT $1, $2, u.id, u.n - 1 FROM unnest($3::text[]) WITH ORDINALITY AS u(id, n)`,
    [shopId, id, [...ids]],
  );
}

export const replaceCollectionImages = (
  tx: Db,
  shopId: string,
  id: string,
  uploadIds: readonly string[],
) => replaceLinks(tx, { table: 'collection_images', column: 'upload_id' }, shopId, id, uploadIds);

export const replaceCollectionProducts = (
  tx: Db,
  shopId: string,
  id: string,
  productIds: readonly string[],
) =>
  replaceLinks(tx, { table: 'collection_products', column: 'product_id' }, shopId, id, productIds);

export async function hasSubCollections(db: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM collections WHERE shop_id = $1 AND parent_collection_id = $2 LIMIT 1',
    [shopId, id],
  );
  return rows.length > 0;
}

export async function deleteCollection(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM collections WHERE shop_id = $1 AND id = $2 RETURNING id',
    [shopId, id],
  );
  return rows.length > 0;
}

/** What the AI helper writes a collection's texts from: its products and parent, or likely products. */
export async function collectionFactsFor(
  db: Db,
  shopId: string,
  title: string,
  limit: number,
): Promise<{ productTitles: string[]; parentTitle?: string; shopName: string }> {
  const [shop] = await db.query<{ name: string }>('SELECT name FROM shops WHERE id = $1', [shopId]);
  const shopName = shop?.name ?? '';
  const [existing] = await db.query<{ id: string; parent_title: string | null }>(
    `SELECT c.id, parent.title AS parent_title FROM collections c
     LEFT JOIN collections parent ON parent.id = c.parent_collection_id
     WHERE c.shop_id = $1 AND lower(c.title) = lower($2) ORDER BY c.updated_at DESC, c.id LIMIT 1`,
    [shopId, title],
  );
  if (existing) {
    const detail = await getCollection(db, shopId, existing.id);
    const p = new Params();
    const where = `p.shop_id = ${p.add(shopId)} AND ${membershipSql(detail!, p)}`;
    const rows = await db.query<{ title: string }>(
      `SELECT p.title FROM products p WHERE ${where} ORDER BY p.orders_count DESC, p.id
       LIMIT ${p.add(limit)}`,
      p.values,
    );
    return {
      productTitles: rows.map((r) => r.title),
      ...(existing.parent_title ? { parentTitle: existing.parent_title } : {}),
      shopName,
    };
  }
  // A collection not saved yet: the shop's best-selling products whose titles share a word with it.
  const words = [...new Set(title.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [])].slice(0, 5);
  if (words.length === 0) return { productTitles: [], shopName };
  const p = new Params();
  const anyWord = words.map((w) => `lower(p.title) LIKE ${p.add(containsPattern(w))}`);
  const rows = await db.query<{ title: string }>(
    `SELECT p.title FROM products p WHERE p.shop_id = ${p.add(shopId)} AND (${anyWord.join(' OR ')})
     ORDER BY p.orders_count DESC, p.id LIMIT ${p.add(limit)}`,
    p.values,
  );
  return { productTitles: rows.map((r) => r.title), shopName };
}
