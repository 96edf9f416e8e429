import type { FieldError } from '@shop/admin-api';
import type { Db } from '../db/db';

/** The error of an image id that is not an upload of this shop. */
export const UNKNOWN_IMAGE = { field: 'images', title: 'Unknown image' } as const;

/** Shop-scoped tables whose rows a saved record refers to by id. */
type ReferencedTable = 'products' | 'uploads';

/**
 * A field error for every id in `ids` that is not a row of `table` in this shop (a row of another shop is
 * as unknown as no row: a request can never link, or reveal, what belongs to someone else). The rows found
 * are locked until the transaction ends, so they cannot vanish before the save that refers to them.
 */
export async function missingReferences(
  tx: Db,
  table: ReferencedTable,
  shopId: string,
  ids: readonly string[],
  error: { field: string; title: string },
): Promise<FieldError[]> {
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM ${table} WHERE shop_id = $1 AND id = ANY($2::text[]) FOR KEY SHARE`,
    [shopId, [...ids]],
  );
  const known = new Set(rows.map((r) => r.id));
  return ids.flatMap((id, i) =>
    known.has(id) ? [] : [{ field: `${error.field}.${i}`, title: error.title }],
  );
}
