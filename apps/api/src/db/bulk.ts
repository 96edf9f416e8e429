import type { Db } from './db';

// Postgres allows 65535 parameters per statement; stay well below so statements stay modest in size.
const MAX_PARAMS = 30_000;

/** Multi-row INSERTs: one statement per batch instead of one round trip per row. */
export async function insertRows(
  tx: Db,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
  for (let start = 0; start < rows.length; start += perBatch) {
    const batch = rows.slice(start, start + perBatch);
    const values = batch.map(
      (_, r) => `(${columns.map((__, i) => `$${r * columns.length + i + 1}`).join(', ')})`,
    );
    await tx.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`,
      batch.flat(),
    );
  }
}
