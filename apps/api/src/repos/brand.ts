import { UPLOADS_PUBLIC_PATH, type Brand, type UpdateBrandBody } from '@shop/admin-api';
import type { Db } from '../db/db';

interface BrandRow {
  logo: string | null;
  cover_image: string | null;
  primary_color: string;
  accent_color: string;
  slogan: string;
  short_description: string;
  updated_at: number;
}

/** The brand, with the logo from the shop (its admin_panel_logo); null when the shop is gone. */
export async function getBrand(db: Db, shopId: string, lock = false): Promise<Brand | null> {
  const [row] = await db.query<BrandRow>(
    `SELECT s.admin_panel_logo AS logo, b.cover_image, b.primary_color, b.accent_color, b.slogan,
       b.short_description, b.updated_at
     FROM shop_brands b JOIN shops s ON s.id = b.shop_id
     WHERE b.shop_id = $1${lock ? ' FOR UPDATE OF b' : ''}`,
    [shopId],
  );
  return row ?? null;
}

/**
 * Save the brand; the logo goes to the shop's admin_panel_logo, which every user's sidebar shows.
 * The shop's version stays: no edit form of the shop edits the logo, so none turns stale for it.
 */
export async function updateBrand(
  tx: Db,
  shopId: string,
  now: number,
  body: Omit<UpdateBrandBody, 'updated_at'>,
): Promise<void> {
  await tx.query(
    `UPDATE shop_brands SET cover_image = $2, primary_color = $3, accent_color = $4, slogan = $5,
       short_description = $6, updated_at = GREATEST($7::bigint, updated_at + 1)
     WHERE shop_id = $1`,
    [
      shopId,
      body.cover_image,
      body.primary_color,
      body.accent_color,
      body.slogan,
      body.short_description,
      now,
    ],
  );
  await tx.query('UPDATE shops SET admin_panel_logo = $2 WHERE id = $1', [shopId, body.logo]);
}

/** Which of these image addresses are not uploads of this shop. */
export async function foreignUploads(
  db: Db,
  shopId: string,
  srcs: readonly string[],
): Promise<Set<string>> {
  if (srcs.length === 0) return new Set();
  const prefix = `${UPLOADS_PUBLIC_PATH}/`;
  const rows = await db.query<{ src: string }>(
    `SELECT $3 || storage_key AS src FROM uploads
     WHERE shop_id = $1 AND storage_key = ANY($2::text[])`,
    [shopId, srcs.map((src) => src.slice(prefix.length)), prefix],
  );
  const known = new Set(rows.map((r) => r.src));
  return new Set(srcs.filter((src) => !known.has(src)));
}
