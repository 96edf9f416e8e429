import { defaultThemeSettings, type ThemeSettings, type ThemeSummary } from '@shop/admin-api';
import type { Db } from '../db/db';
import { newId } from '../db/ids';
import { themeCatalog, themePreviewImagePath } from '../storefront/catalog';

/** A theme row as the routes and the storefront use it. */
export interface ThemeRow {
  id: string;
  handle: string;
  name: string;
  version: string;
  live: boolean;
  draft_settings: ThemeSettings;
  published_settings: ThemeSettings;
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `id, handle, name, version, live, draft_settings, published_settings, published_at,
  created_at, updated_at`;

/** Two settings objects are the same values (jsonb compares them by value, not key order). */
function sameSettings(a: ThemeSettings, b: ThemeSettings): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  return value;
}

export function themeSummary(row: ThemeRow): ThemeSummary {
  return {
    id: row.id,
    handle: row.handle,
    name: row.name,
    version: row.version,
    preview_image: themePreviewImagePath(row.handle),
    live: row.live,
    has_unpublished_changes: !sameSettings(row.draft_settings, row.published_settings),
    published_at: row.published_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/**
 * Installs every theme of the server the shop does not have yet (its defaults as draft and published
 * values), and makes the catalogue's default theme live when none is. Safe to repeat and to race: the
 * unique keys decide, the losers insert nothing.
 */
export async function installThemes(db: Db, shopId: string, now: number): Promise<void> {
  const catalog = themeCatalog();
  const have = await db.query<{ handle: string; live: boolean }>(
    'SELECT handle, live FROM themes WHERE shop_id = $1',
    [shopId],
  );
  const missing = catalog.filter((t) => !have.some((h) => h.handle === t.handle));
  const hasLive = have.some((h) => h.live);
  for (const theme of missing) {
    const settings = JSON.stringify(defaultThemeSettings(theme.schema));
    await db.query(
      `INSERT INTO themes (id, shop_id, handle, name, version, draft_settings, published_settings, live,
         published_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $6::jsonb, false, NULL, $7, $7)
       ON CONFLICT DO NOTHING`,
      [newId('thm'), shopId, theme.handle, theme.name, theme.version, settings, now],
    );
  }
  if (!hasLive) {
    const fallback = catalog.find((t) => t.isDefault) ?? catalog[0];
    if (fallback)
      await db.query(
        `UPDATE themes SET live = true WHERE shop_id = $1 AND handle = $2
           AND NOT EXISTS (SELECT 1 FROM themes WHERE shop_id = $1 AND live)`,
        [shopId, fallback.handle],
      );
  }
}

/** The shop's themes, the live one first, then by name. */
export async function listThemes(db: Db, shopId: string): Promise<ThemeRow[]> {
  return db.query<ThemeRow>(
    `SELECT ${COLUMNS} FROM themes WHERE shop_id = $1 ORDER BY live DESC, lower(name), id`,
    [shopId],
  );
}

export async function getTheme(
  db: Db,
  shopId: string,
  id: string,
  forUpdate = false,
): Promise<ThemeRow | null> {
  const [row] = await db.query<ThemeRow>(
    `SELECT ${COLUMNS} FROM themes WHERE shop_id = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ?? null;
}

/** The theme the storefront shows (themes_live_key). */
export async function getLiveTheme(db: Db, shopId: string): Promise<ThemeRow | null> {
  const [row] = await db.query<ThemeRow>(
    `SELECT ${COLUMNS} FROM themes WHERE shop_id = $1 AND live`,
    [shopId],
  );
  return row ?? null;
}

export async function saveThemeDraft(
  db: Db,
  shopId: string,
  id: string,
  settings: ThemeSettings,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE themes SET draft_settings = $3::jsonb, updated_at = GREATEST($4, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, JSON.stringify(settings), now],
  );
}

export async function publishTheme(
  db: Db,
  shopId: string,
  id: string,
  settings: ThemeSettings,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE themes SET draft_settings = $3::jsonb, published_settings = $3::jsonb, published_at = $4,
       updated_at = GREATEST($4, updated_at + 1)
     WHERE shop_id = $1 AND id = $2`,
    [shopId, id, JSON.stringify(settings), now],
  );
}

/** Makes `id` the shop's live theme (the one before stops being live in the same statement order). */
export async function activateTheme(
  db: Db,
  shopId: string,
  id: string,
  now: number,
): Promise<void> {
  await db.query(
    `UPDATE themes SET live = false, updated_at = GREATEST($3, updated_at + 1)
     WHERE shop_id = $1 AND live AND id <> $2`,
    [shopId, id, now],
  );
  await db.query(
    `UPDATE themes SET live = true, updated_at = GREATEST($3, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 AND NOT live`,
    [shopId, id, now],
  );
}

/** Of these ids, the shop's collections and products with their titles (for the pickers). */
export async function themeReferences(
  db: Db,
  shopId: string,
  collectionIds: string[],
  productIds: string[],
): Promise<{
  collections: { id: string; title: string }[];
  products: { id: string; title: string }[];
}> {
  const collections = collectionIds.length
    ? await db.query<{ id: string; title: string }>(
        'SELECT id, title FROM collections WHERE shop_id = $1 AND id = ANY($2::text[]) ORDER BY id',
        [shopId, collectionIds],
      )
    : [];
  const products = productIds.length
    ? await db.query<{ id: string; title: string }>(
        'SELECT id, title FROM products WHERE shop_id = $1 AND id = ANY($2::text[]) ORDER BY id',
        [shopId, productIds],
      )
    : [];
  return { collections, products };
}

/** Of these upload srcs, the ones that are not this shop's uploads. */
export async function foreignUploadSrcs(
  db: Db,
  shopId: string,
  srcs: string[],
): Promise<Set<string>> {
  if (!srcs.length) return new Set();
  const keys = srcs.map((s) => s.replace(/^\/uploads\//, ''));
  const rows = await db.query<{ storage_key: string }>(
    'SELECT storage_key FROM uploads WHERE shop_id = $1 AND storage_key = ANY($2::text[])',
    [shopId, keys],
  );
  const own = new Set(rows.map((r) => r.storage_key));
  return new Set(srcs.filter((s, i) => !own.has(keys[i]!)));
}
