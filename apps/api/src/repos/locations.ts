import type { Location, updateLocationBodySchema } from '@shop/admin-api';
import type { z } from 'zod';
import type { Db } from '../db/db';

interface LocationRow {
  id: string;
  name: string;
  address_line: string;
  address_line2: string;
  city: string;
  zip: string;
  state_code: string | null;
  country_alpha2: string;
  fulfills_online_orders: boolean;
  is_default: boolean;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `id, name, address_line, address_line2, city, zip, state_code, country_alpha2,
  fulfills_online_orders, is_default, created_at, updated_at`;

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    address: {
      line: row.address_line,
      line2: row.address_line2,
      city: row.city,
      zip: row.zip,
      state: row.state_code,
      country: { alpha2: row.country_alpha2 },
    },
    fulfills_online_orders: row.fulfills_online_orders,
    is_default: row.is_default,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The shop's locations, the default first, then by name. */
export async function listLocations(db: Db, shopId: string): Promise<Location[]> {
  const rows = await db.query<LocationRow>(
    `SELECT ${COLUMNS} FROM locations WHERE shop_id = $1 ORDER BY is_default DESC, name, id`,
    [shopId],
  );
  return rows.map(toLocation);
}

export async function getLocation(
  db: Db,
  shopId: string,
  id: string,
  lock = false,
): Promise<Location | null> {
  const [row] = await db.query<LocationRow>(
    `SELECT ${COLUMNS} FROM locations WHERE shop_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, id],
  );
  return row ? toLocation(row) : null;
}

export type LocationFields = Omit<z.output<typeof updateLocationBodySchema>, 'updated_at'>;

/** Save the editable fields; the version moves on even within the same second. */
export async function updateLocation(
  tx: Db,
  shopId: string,
  id: string,
  now: number,
  fields: LocationFields,
): Promise<Location> {
  const { address } = fields;
  const [row] = await tx.query<LocationRow>(
    `UPDATE locations SET name = $3, address_line = $4, address_line2 = $5, city = $6, zip = $7,
       state_code = $8, country_alpha2 = $9, fulfills_online_orders = $10,
       updated_at = GREATEST($11::bigint, updated_at + 1)
     WHERE shop_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      shopId,
      id,
      fields.name,
      address.line,
      address.line2,
      address.city,
      address.zip,
      address.state,
      address.country.alpha2,
      fields.fulfills_online_orders,
      now,
    ],
  );
  if (!row) throw new Error(`location ${id} vanished during update`);
  return toLocation(row);
}
