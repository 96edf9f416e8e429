import type { LocalPickup, PickupReadyTime } from '@shop/admin-api';
import type { Db } from '../db/db';

interface PickupRow {
  location_id: string;
  location_name: string;
  address_line: string;
  address_line2: string;
  city: string;
  zip: string;
  state_code: string | null;
  country_alpha2: string;
  fulfills_online_orders: boolean;
  enabled: boolean | null;
  instructions: string | null;
  ready_time: PickupReadyTime | null;
  updated_at: number | null;
}

/** A location never set up for pickup: off, ready within a day. */
const DEFAULT_READY_TIME: PickupReadyTime = '24h';

function toPickup(row: PickupRow): LocalPickup {
  return {
    location_id: row.location_id,
    location_name: row.location_name,
    address: {
      line: row.address_line,
      line2: row.address_line2,
      city: row.city,
      zip: row.zip,
      state: row.state_code,
      country: { alpha2: row.country_alpha2 },
    },
    fulfills_online_orders: row.fulfills_online_orders,
    enabled: row.enabled ?? false,
    instructions: row.instructions ?? '',
    ready_time: row.ready_time ?? DEFAULT_READY_TIME,
    updated_at: row.updated_at ?? 0,
  };
}

/** Every location with its pickup (none yet: off, version 0). */
const SELECT = `SELECT l.id AS location_id, l.name AS location_name, l.address_line, l.address_line2,
    l.city, l.zip, l.state_code, l.country_alpha2, l.fulfills_online_orders,
    p.enabled, p.instructions, p.ready_time, p.updated_at
  FROM locations l
  LEFT JOIN local_pickup p ON p.shop_id = l.shop_id AND p.location_id = l.id`;

/** The shop's locations and their pickup, the default location first, then by name. */
export async function listLocalPickup(db: Db, shopId: string): Promise<LocalPickup[]> {
  const rows = await db.query<PickupRow>(
    `${SELECT} WHERE l.shop_id = $1 ORDER BY l.is_default DESC, l.name, l.id`,
    [shopId],
  );
  return rows.map(toPickup);
}

/** One location's pickup; null when the shop has no such location. `lock` holds the location. */
export async function getLocalPickup(
  db: Db,
  shopId: string,
  locationId: string,
  lock = false,
): Promise<LocalPickup | null> {
  const [row] = await db.query<PickupRow>(
    `${SELECT} WHERE l.shop_id = $1 AND l.id = $2${lock ? ' FOR UPDATE OF l' : ''}`,
    [shopId, locationId],
  );
  return row ? toPickup(row) : null;
}

export interface PickupFields {
  enabled: boolean;
  instructions: string;
  ready_time: PickupReadyTime;
}

/**
 * Save a location's pickup: a first save makes its row, a later one updates it (the version moves
 * on within the same second too). The caller holds the location locked, so no two saves race.
 */
export async function saveLocalPickup(
  tx: Db,
  shopId: string,
  locationId: string,
  now: number,
  fields: PickupFields,
): Promise<void> {
  await tx.query(
    `INSERT INTO local_pickup (shop_id, location_id, enabled, instructions, ready_time, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (shop_id, location_id) DO UPDATE SET enabled = $3, instructions = $4,
       ready_time = $5, updated_at = GREATEST($6::bigint, local_pickup.updated_at + 1)`,
    [shopId, locationId, fields.enabled, fields.instructions, fields.ready_time, now],
  );
}
