import type { CredentialMode, ShippingCarrierId } from '@shop/admin-api';
import type { Db } from '../db/db';
import {
  parseStoredCredentials,
  type StoredCredentials,
} from '../settings-credentials/credentials';

/** A shop's connection to a carrier (migration 018), its credentials as the vault keeps them. */
export interface CarrierConnection {
  carrier: ShippingCarrierId;
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: StoredCredentials;
  updated_at: number;
}

type ConnectionRow = Omit<CarrierConnection, 'credentials'> & { credentials: unknown };

const toConnection = (row: ConnectionRow): CarrierConnection => ({
  ...row,
  credentials: parseStoredCredentials(row.credentials),
});

const COLUMNS = 'carrier, mode, status, credentials, updated_at';

/** The shop's connections, without their credentials (the list shows none of them). */
export async function listCarrierConnections(
  db: Db,
  shopId: string,
): Promise<Omit<CarrierConnection, 'credentials'>[]> {
  return db.query(
    'SELECT carrier, mode, status, updated_at FROM shipping_connections WHERE shop_id = $1',
    [shopId],
  );
}

export async function getCarrierConnection(
  db: Db,
  shopId: string,
  carrier: ShippingCarrierId,
  lock = false,
): Promise<CarrierConnection | null> {
  const [row] = await db.query<ConnectionRow>(
    `SELECT ${COLUMNS} FROM shipping_connections
     WHERE shop_id = $1 AND carrier = $2${lock ? ' FOR UPDATE' : ''}`,
    [shopId, carrier],
  );
  return row ? toConnection(row) : null;
}

export interface CarrierConnectionFields {
  mode: CredentialMode;
  status: 'active' | 'inactive';
  credentials: StoredCredentials;
}

/**
 * Save a connection: a first save makes the row unless another made it first (then null: the
 * caller answers 409); a later one updates the row the caller locked (`exists`), the version moving
 * on within the same second too.
 */
export async function saveCarrierConnection(
  tx: Db,
  shopId: string,
  carrier: ShippingCarrierId,
  now: number,
  fields: CarrierConnectionFields,
  exists: boolean,
): Promise<CarrierConnection | null> {
  const values = [
    shopId,
    carrier,
    fields.mode,
    fields.status,
    JSON.stringify(fields.credentials),
    now,
  ];
  const [row] = await tx.query<ConnectionRow>(
    exists
      ? `UPDATE shipping_connections SET mode = $3, status = $4, credentials = $5::jsonb,
           updated_at = GREATEST($6::bigint, updated_at + 1)
         WHERE shop_id = $1 AND carrier = $2 RETURNING ${COLUMNS}`
      : `INSERT INTO shipping_connections (shop_id, carrier, mode, status, credentials,
           created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5::jsonb, $6, $6)
         ON CONFLICT (shop_id, carrier) DO NOTHING RETURNING ${COLUMNS}`,
    values,
  );
  return row ? toConnection(row) : null;
}

/** Disconnect: the row and its credentials go. False when it was not connected. */
export async function deleteCarrierConnection(
  tx: Db,
  shopId: string,
  carrier: ShippingCarrierId,
): Promise<boolean> {
  const rows = await tx.query(
    'DELETE FROM shipping_connections WHERE shop_id = $1 AND carrier = $2 RETURNING carrier',
    [shopId, carrier],
  );
  return rows.length > 0;
}
