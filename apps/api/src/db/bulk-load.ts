import type { Db } from './db';

/**
 * Load many rows into `tables` without paying for their secondary indexes and foreign keys row by
 * row: both are dropped, `load` runs, then they are created again from their own definitions (read
 * from the catalog, so this never drifts from the migrations). Building an index once and validating a
 * foreign key with one join is several times faster than a million index inserts and a million
 * per-row key checks. Primary keys and unique constraints stay (other tables' keys point at them), so
 * ids are still checked as rows arrive. Run inside a transaction: nobody sees the tables meanwhile, and
 * a failure puts everything back.
 */
export async function withoutSecondaryIndexes<T>(
  tx: Db,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  const foreignKeys = await tx.query<{ table_name: string; name: string; definition: string }>(
    `SELECT c.conrelid::regclass::text AS table_name, c.conname AS name,
            pg_get_constraintdef(c.oid) AS definition
     FROM pg_constraint c
     WHERE c.contype = 'f' AND c.conrelid = ANY($1::regclass[])
     ORDER BY c.conname`,
    [tables],
  );
  // Indexes that back no constraint: plain and partial unique indexes, trigram indexes.
  const indexes = await tx.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
     ORDER BY 1`,
    [tables],
  );
  for (const fk of foreignKeys)
    await tx.exec(`ALTER TABLE ${fk.table_name} DROP CONSTRAINT ${quoteIdent(fk.name)}`);
  for (const index of indexes) await tx.exec(`DROP INDEX ${index.name}`);

  const result = await load();

  for (const index of indexes) await tx.exec(index.definition);
  for (const fk of foreignKeys)
    await tx.exec(
      `ALTER TABLE ${fk.table_name} ADD CONSTRAINT ${quoteIdent(fk.name)} ${fk.definition}`,
    );
  return result;
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** A column of insertColumns: its name and Postgres type (`text[]` for a list of texts). */
export interface Column {
  name: string;
  type: 'text' | 'integer' | 'bigint' | 'boolean' | 'text[]';
}

/** Separates the items of a text[] value on its way through unnest (never in a seeded text). */
const ITEM_SEPARATOR = '\u001f';
const ROWS_PER_STATEMENT = 20_000;

/**
 * Insert rows column-wise: one array parameter per column, unnested by the server. Unlike a VALUES
 * list of one parameter per cell, the statement stays tiny whatever the row count, so a large load
 * spends its time inserting rather than parsing and planning.
 */
export async function insertColumns(
  tx: Db,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const select = columns.map((c, i) =>
    c.type === 'text[]'
      ? `CASE WHEN c${i} = '' THEN '{}'::text[] ELSE string_to_array(c${i}, E'\\x1f') END`
      : `c${i}`,
  );
  const unnest = columns.map((c, i) => `$${i + 1}::${c.type === 'text[]' ? 'text' : c.type}[]`);
  const sql = `INSERT INTO ${table} (${columns.map((c) => c.name).join(', ')})
    SELECT ${select.join(', ')}
    FROM unnest(${unnest.join(', ')}) AS u(${columns.map((_, i) => `c${i}`).join(', ')})`;
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + ROWS_PER_STATEMENT);
    const params = columns.map((c, i) =>
      batch.map((row) =>
        c.type === 'text[]' ? (row[i] as string[]).join(ITEM_SEPARATOR) : row[i],
      ),
    );
    await tx.query(sql, params);
  }
}
