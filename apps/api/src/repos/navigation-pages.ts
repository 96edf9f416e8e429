import {
  type ListResponse,
  type OnlineStorePage,
  type OnlineStorePageSummary,
  type pageListQuerySchema,
  type PageSortField,
} from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';
import { shopList } from '../db/list-page';
import { TITLED_SORT_COLUMNS, titleOrHandleMatching } from './online-store-lists';

const SUMMARY_COLUMNS =
  'id, title, handle, seo_title, seo_description, visible, created_at, updated_at';
const COLUMNS = `${SUMMARY_COLUMNS}, body_html`;

const pages = shopList<OnlineStorePageSummary, PageSortField>({
  table: 'online_store_pages',
  columns: SUMMARY_COLUMNS,
  sortColumns: TITLED_SORT_COLUMNS,
  matching: titleOrHandleMatching,
});

export function listPages(
  db: Db,
  shopId: string,
  query: z.output<typeof pageListQuerySchema>,
): Promise<ListResponse<OnlineStorePageSummary>> {
  return pages.page(db, shopId, query);
}

export function countPages(db: Db, shopId: string, q: string | undefined): Promise<number> {
  return pages.count(db, shopId, q);
}

export async function getPage(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<OnlineStorePage | null> {
  const [row] = await db.query<OnlineStorePage>(
    `SELECT ${COLUMNS} FROM online_store_pages WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

/** Whether another page of the shop (not `exceptId`) has this handle. */
export async function pageHandleTaken(
  db: Db,
  shopId: string,
  handle: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM online_store_pages
     WHERE shop_id = $1 AND handle = $2 AND ($3::text IS NULL OR id <> $3)`,
    [shopId, handle, exceptId],
  );
  return rows.length > 0;
}

/** The handles of the shop's pages that start with `stem` (to find a free one made from a title). */
export async function pageHandlesLike(db: Db, shopId: string, stem: string): Promise<Set<string>> {
  const rows = await db.query<{ handle: string }>(
    `SELECT handle FROM online_store_pages WHERE shop_id = $1 AND left(handle, length($2)) = $2`,
    [shopId, stem],
  );
  return new Set(rows.map((r) => r.handle));
}

export interface PageFields {
  title: string;
  handle: string;
  body_html: string;
  seo_title: string;
  seo_description: string;
  visible: boolean;
}

export async function insertPage(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  f: PageFields,
): Promise<void> {
  await tx.query(
    `INSERT INTO online_store_pages
       (id, shop_id, title, handle, body_html, seo_title, seo_description, visible, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [id, shopId, f.title, f.handle, f.body_html, f.seo_title, f.seo_description, f.visible, now],
  );
}

export async function updatePage(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  f: PageFields,
): Promise<void> {
  await tx.query(
    `UPDATE online_store_pages SET title = $3, handle = $4, body_html = $5, seo_title = $6,
       seo_description = $7, visible = $8, updated_at = $9
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, f.title, f.handle, f.body_html, f.seo_title, f.seo_description, f.visible, now],
  );
}

export async function deletePage(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM online_store_pages WHERE shop_id = $1 AND id = $2 RETURNING id',
    [shopId, id],
  );
  return rows.length > 0;
}
