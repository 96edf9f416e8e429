import type { createTaxRateBodySchema, TaxRate } from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';

interface TaxRateRow {
  id: string;
  name: string;
  rate: number;
  amount_type: TaxRate['amount_type'];
  countries: string[];
  charge_policy: TaxRate['charge_policy'];
  created_at: number;
  updated_at: number;
}

// numeric arrives as text from both drivers; a float8 is a JSON number (7.375 stays 7.375).
const COLUMNS = `id, name, rate::float8 AS rate, amount_type, countries, charge_policy, created_at,
  updated_at`;

function toTaxRate(row: TaxRateRow): TaxRate {
  return {
    id: row.id,
    name: row.name,
    rate: row.rate,
    amount_type: row.amount_type,
    countries: row.countries.map((alpha2) => ({ country: { alpha2 } })),
    charge_policy: row.charge_policy,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export type TaxRateFields = z.output<typeof createTaxRateBodySchema>;

const alpha2s = (fields: TaxRateFields) => fields.countries.map((c) => c.country.alpha2);

/** The shop's rates by name. */
export async function listTaxRates(db: Db, shopId: string): Promise<TaxRate[]> {
  const rows = await db.query<TaxRateRow>(
    `SELECT ${COLUMNS} FROM tax_rates WHERE shop_id = $1 ORDER BY name, id`,
    [shopId],
  );
  return rows.map(toTaxRate);
}

export async function getTaxRate(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<TaxRate | null> {
  const [row] = await db.query<TaxRateRow>(
    `SELECT ${COLUMNS} FROM tax_rates WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ? toTaxRate(row) : null;
}

export async function insertTaxRate(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: TaxRateFields,
): Promise<TaxRate> {
  const [row] = await tx.query<TaxRateRow>(
    `INSERT INTO tax_rates (id, shop_id, name, rate, amount_type, countries, charge_policy,
       created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6::text[], $7, $8, $8) RETURNING ${COLUMNS}`,
    [
      id,
      shopId,
      fields.name,
      fields.rate,
      fields.amount_type,
      alpha2s(fields),
      fields.charge_policy,
      now,
    ],
  );
  return toTaxRate(row!);
}

/** Save the whole rate; the version moves on even within the same second. */
export async function updateTaxRate(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: TaxRateFields,
): Promise<TaxRate> {
  const [row] = await tx.query<TaxRateRow>(
    `UPDATE tax_rates SET name = $3, rate = $4, amount_type = $5, countries = $6::text[],
       charge_policy = $7, updated_at = GREATEST($8::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      shopId,
      id,
      fields.name,
      fields.rate,
      fields.amount_type,
      alpha2s(fields),
      fields.charge_policy,
      now,
    ],
  );
  if (!row) throw new Error(`tax rate ${id} vanished during update`);
  return toTaxRate(row);
}

export async function deleteTaxRate(tx: Db, shopId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM tax_rates WHERE shop_id = $1 AND id = $2 RETURNING id', [
    shopId,
    id,
  ]);
  return rows.length > 0;
}
